// The customer app's call to placeOrderSecure, as its SDK speaks the callable
// protocol (POST {data}, answer {result} or {error}), against the emulators.
// Shared by `npm run simulate` and `npm run bench`.
import { randomUUID } from 'node:crypto';
import { EMULATORS, FUNCTIONS_REGION, PROJECT_ID } from '../lib/project.ts';
import type { CustomerOrder } from './customers.ts';

const FUNCTIONS_BASE = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}`;
const PLACE_ORDER_URL = `${FUNCTIONS_BASE}/${PROJECT_ID}/${FUNCTIONS_REGION}/placeOrderSecure`;

export interface PlacedOrder {
  orderId: string;
  totalAmount: number;
  /** The server's commit time of the order (its createdAt), in ms since the epoch. */
  committedAt: number;
}

export type PlaceOrderAnswer = { result?: PlacedOrder; error?: { status: string; message: string } };

export async function placeOrder(tableLinkId: string, order: CustomerOrder, commandId = randomUUID()): Promise<PlaceOrderAnswer> {
  const response = await fetch(PLACE_ORDER_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { tableLinkId, commandId, ...order } }),
  });
  const text = await response.text();
  try {
    const answer = JSON.parse(text) as PlaceOrderAnswer;
    if (answer.result || answer.error) return answer;
  } catch {
    // Not the callable protocol's answer (an emulator's own error page): said below.
  }
  return { error: { status: `HTTP ${response.status}`, message: text.slice(0, 200) } };
}

/** Throws a readable error when no Functions emulator answers. */
export async function assertFunctionsRunning(): Promise<void> {
  try {
    await fetch(`${FUNCTIONS_BASE}/`);
  } catch {
    throw new Error(`no Functions emulator at ${EMULATORS.functions.host}:${EMULATORS.functions.port}: start \`npm start\` first (or \`npm run emulators\` and \`npm run seed\`)`);
  }
}
