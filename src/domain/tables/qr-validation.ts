// Table QR codes: the table count and the delivery forms (doc 2 §5 "QR section", "QR delivery").
import type { MailingAddress, QrDeliveryMethod } from '../shared/entities';
import { isSingleMailAddress } from '../shared/mail-safety';
import { MAX_TABLES_PER_STORE, QR_PHONE_MIN_LENGTH } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, toNumber, type ValidationResult } from '../shared/validation-result';
import { tableIdFor } from './table-id';

const Q = MESSAGES.qr;

function isPositiveWhole(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

/**
 * As the user types: values above the maximum are clamped to it, with the
 * notice 'Maximum {n} tables allowed per store.'. Other text passes through.
 */
export function clampTableCountInput(raw: string): { text: string; notice?: string } {
  const value = toNumber(raw);
  if (Number.isFinite(value) && value > MAX_TABLES_PER_STORE) {
    return { text: String(MAX_TABLES_PER_STORE), notice: Q.maxTablesTyped(MAX_TABLES_PER_STORE) };
  }
  return { text: raw };
}

/** Saving a new table count. */
export function validateTableCountSave(
  raw: string | number,
  currentCount: number,
): ValidationResult<number, 'tableCount'> {
  const value = toNumber(raw);
  let error: string | undefined;
  if (!isPositiveWhole(value)) error = Q.invalidTableCount;
  else if (value > MAX_TABLES_PER_STORE) error = Q.maxTablesSave(MAX_TABLES_PER_STORE);
  else if (value === currentCount) error = Q.noChanges;
  return resultOf({ tableCount: error }, () => value);
}

/** Save is disabled when the count is empty, non-positive or unchanged. */
export function canSaveTableCount(raw: string | number, currentCount: number): boolean {
  const value = toNumber(raw);
  return Number.isFinite(value) && value > 0 && value !== currentCount;
}

/** Which table ids a count change adds and removes. */
export function tableCountDiff(from: number, to: number): { added: string[]; removed: string[] } {
  const ids = (a: number, b: number) => Array.from({ length: Math.max(0, b - a) }, (_, i) => tableIdFor(a + i + 1));
  return { added: ids(from, to), removed: ids(to, from) };
}

/** The success line after a table-count change. */
export function tableCountChangeMessage(added: number, removed: number): string {
  if (added > 0) return Q.tablesAdded(added);
  if (removed > 0) return Q.tablesRemoved(removed);
  return Q.tableCountUpdated;
}

export type DeliveryInput =
  | { method: 'email'; email: string }
  | { method: 'phone'; phone: string }
  | { method: 'mail'; address: MailingAddress };

/** A checked request: each way of delivery with its own details. */
export type DeliveryValue =
  | { method: 'email'; details: { email: string } }
  | { method: 'phone'; details: { phone: string } }
  | { method: 'mail'; details: { address: MailingAddress } };

/** The spec's failure text of each way of delivery (doc 2 §7 "QR, preview and wizard"). */
export function deliveryFailure(method: QrDeliveryMethod): string {
  if (method === 'email') return Q.sendFailed;
  if (method === 'phone') return Q.downloadLinkFailed;
  return Q.mailFailed;
}

// Bounds of our own (the spec gives none): an address no mailer takes, or a
// record that grows without limit, is refused or cut with the form's words.
const EMAIL_MAX = 254;
const PHONE_MAX = 40;
const ADDRESS_PART_MAX = 200;

/** The delivery forms of the QR section and the wizard. */
export function validateDelivery(
  input: DeliveryInput,
  context: { signedIn: boolean },
): ValidationResult<DeliveryValue, 'delivery' | 'auth'> {
  let delivery: string | undefined;
  let value: DeliveryValue;
  if (input.method === 'email') {
    const email = input.email.trim();
    // One mailbox only: a list or a header in the field would make the mail a relay.
    if (email === '' || !isSingleMailAddress(email) || email.length > EMAIL_MAX) delivery = Q.invalidEmail;
    value = { method: input.method, details: { email } };
  } else if (input.method === 'phone') {
    const phone = input.phone.trim();
    if (phone.length < QR_PHONE_MIN_LENGTH || phone.length > PHONE_MAX) delivery = Q.invalidPhone;
    value = { method: input.method, details: { phone } };
  } else {
    const a = input.address;
    const part = (text: string) => text.trim().slice(0, ADDRESS_PART_MAX);
    const address = { street: part(a.street), city: part(a.city), state: part(a.state), zip: part(a.zip) };
    if (Object.values(address).some((part) => part === '')) delivery = Q.addressIncomplete;
    value = { method: input.method, details: { address } };
  }
  const auth = context.signedIn ? undefined : Q.notLoggedIn;
  return resultOf({ delivery, auth }, () => value);
}

/** The confirmation shown once a delivery request was recorded. */
export function deliveryConfirmation(value: DeliveryValue): string {
  const d = value.details;
  if ('email' in d) return Q.emailed(d.email);
  if ('phone' in d) return Q.sentBySms(d.phone);
  return Q.mailed;
}
