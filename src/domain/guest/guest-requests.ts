// What a guest's page sends after its order (cancelGuestOrderSecure,
// sendGuestMessageSecure): the order's public token with its store, a
// command id that makes a retry one change, and for a message a 1-5 rating
// and an optional text. Checked for types and sizes before anything is read.
import { isClientId } from '../shared/ids';
import { ordering } from '../shared/catalogue/ordering';
import { refused, type Checked } from '../orders/refusal';
import type { BucketRule } from '../shared/token-bucket';
import { guestMayCancel, type PublicOrder } from './public-order';

const O = ordering;
export const GUEST_MESSAGE_MAX = 500;
/**
 * Calls after an order (cancel, message) from one client address: 40 at
 * once, then 10 a minute. A table's guests make one or two; a venue's whole
 * room on one address stays within it; a script guessing tokens does not.
 */
export const GUEST_CALL_ALLOWANCE: BucketRule = { capacity: 40, perHour: 600 };
/** The public token placeOrderSecure makes: 24 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export interface GuestOrderRef {
  storeId: string;
  token: string;
  commandId: string;
}

export interface GuestMessage extends GuestOrderRef {
  rating: number;
  message?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readGuestOrderRef(data: unknown): Checked<GuestOrderRef> {
  if (!isRecord(data)) return refused('invalid-argument', O.unreadable);
  if (!isClientId(data.storeId) || typeof data.token !== 'string' || !TOKEN.test(data.token)) return refused('not-found', O.guestOrderNotFound);
  if (!isClientId(data.commandId)) return refused('invalid-argument', O.commandIdRequired);
  return { ok: true, value: { storeId: data.storeId, token: data.token, commandId: data.commandId } };
}

export function readGuestMessage(data: unknown): Checked<GuestMessage> {
  const ref = readGuestOrderRef(data);
  if (!ref.ok) return ref;
  const { rating, message } = data as Record<string, unknown>;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return refused('invalid-argument', O.ratingRequired);
  if (message !== undefined && message !== null && typeof message !== 'string') return refused('invalid-argument', O.unreadable);
  const text = typeof message === 'string' ? message.trim() : '';
  if (text.length > GUEST_MESSAGE_MAX) return refused('invalid-argument', O.messageTooLong(GUEST_MESSAGE_MAX));
  return { ok: true, value: { ...ref.value, rating, ...(text !== '' ? { message: text } : {}) } };
}

/** Whether a guest may cancel their order now: refused in their words; an order already cancelled passes (nothing changes). */
export function guestCancelRefusal(status: PublicOrder['status'], cancelBeforeConfirmed: boolean): Checked<true> {
  // The page's own rule (guestMayCancel), with the words for each way it says no.
  if (status === 'cancelled' || guestMayCancel(status, cancelBeforeConfirmed)) return { ok: true, value: true };
  return refused('failed-precondition', cancelBeforeConfirmed ? O.cancelTooLate : O.cancelNotOffered);
}
