// placeOrderSecure as a customer's browser calls it (the callable protocol over
// fetch), from a chosen client address: the X-Forwarded-For header stands for
// the address Google's front end would append in production.
import { randomUUID } from 'node:crypto';
import { EMULATORS, PROJECT_ID } from './emulator-env';

const URL = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1/placeOrderSecure`;

export type CustomerAnswer = { ok: true; orderId: string } | { ok: false; status: string; message: string };

export async function placeFrom(
  address: string, tableLinkId: string, menuItemId: string, commandId: string = randomUUID(), appCheckToken?: string,
): Promise<CustomerAnswer> {
  const response = await fetch(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(appCheckToken ? { 'x-firebase-appcheck': appCheckToken } : {}) },
    body: JSON.stringify({ data: { tableLinkId, commandId, items: [{ menuItemId, quantity: 1 }] } }),
  });
  const answer = (await response.json()) as { result?: { orderId: string }; error?: { status: string; message: string } };
  if (answer.result) return { ok: true, orderId: answer.result.orderId };
  return { ok: false, status: answer.error?.status ?? `HTTP ${response.status}`, message: answer.error?.message ?? '' };
}

/** A documentation address (RFC 5737) of its own for each test's guest. */
export const someAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
