// QR delivery requests (doc 2 'QR delivery options', §3 QR generation record,
// §5 "QR delivery", §9): the command the device queues, the server's reading
// of it (the same rules and words), the history the section shows and the
// e-mail the Function writes for the Trigger Email extension.
import type { Command } from '../sync/commands';
import { mailSafeName } from '../shared/mail-safety';
import type { NewIds } from '../shared/ids';
import { escapeHtml } from '../shared/html';
import type { QrDeliveryDetails, QrDeliveryMethod, QrGenerationRecord } from '../shared/entities';
import { QR_HISTORY_PAGE_SIZE, STORE_NAME_MAX } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { validateDelivery, type DeliveryInput, type DeliveryValue } from './qr-validation';
import type { ValidationResult } from '../shared/validation-result';

const D = MESSAGES.tablesScreen.delivery;

/**
 * SMS and printed mail have no provider behind them: no service sends the
 * link or posts the sheet. The dialog says so (doc 1 §2.6 'under
 * development'), and nothing is queued for them; the server still reads such
 * a request, so one queued offline by an earlier version lands as promised.
 */
export function isDeliveryUnderDevelopment(method: QrDeliveryMethod): boolean {
  return method === 'phone' || method === 'mail';
}

// Declared beside the delivery forms, whose words the command's schema uses too.

type QrDeliveryPayload = Command<'qr.requestDelivery'>['payload'];

/** A checked request as the command's payload. */
function deliveryPayload(generationId: string, value: DeliveryValue): QrDeliveryPayload {
  switch (value.method) {
    case 'email':
      return { generationId, deliveryMethod: value.method, deliveryDetails: value.details };
    case 'phone':
      return { generationId, deliveryMethod: value.method, deliveryDetails: value.details };
    case 'mail':
      return { generationId, deliveryMethod: value.method, deliveryDetails: value.details };
  }
}

/**
 * The request as a command. `generationId` is made on the device and becomes
 * the record's id, so the history shows the request at once (pending) and the
 * record the server writes takes its place.
 */
export function requestQrDeliveryCommand(
  input: DeliveryInput,
  context: { signedIn: boolean; generationId: string },
  ids: NewIds,
): ValidationResult<Command<'qr.requestDelivery'>, 'delivery' | 'auth'> {
  const checked = validateDelivery(input, { signedIn: context.signedIn });
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: {
      id: ids.commandId,
      type: 'qr.requestDelivery',
      storeId: ids.storeId,
      payload: deliveryPayload(context.generationId, checked.value),
    },
  };
}

/**
 * The server's check of a parsed payload: the same rules and words as the
 * forms (a detail the payload left out reads as empty, so it fails with the
 * form's own message).
 */
export function checkDeliveryPayload(payload: QrDeliveryPayload): ValidationResult<DeliveryValue, 'delivery' | 'auth'> {
  return validateDelivery(deliveryInput(payload), { signedIn: true });
}

function deliveryInput(payload: QrDeliveryPayload): DeliveryInput {
  switch (payload.deliveryMethod) {
    case 'email':
      return { method: payload.deliveryMethod, email: payload.deliveryDetails.email };
    case 'phone':
      return { method: payload.deliveryMethod, phone: payload.deliveryDetails.phone };
    case 'mail':
      return { method: payload.deliveryMethod, address: payload.deliveryDetails.address };
  }
}

/** Where a request goes, in one line: the address, number or postal address. */
export function deliveryTarget(method: QrDeliveryMethod, details: QrDeliveryDetails): string {
  if ('email' in details) return D.to(method, details.email);
  if ('phone' in details) return D.to(method, details.phone);
  const a = details.address;
  return D.to(method, `${a.street}, ${a.city}, ${a.state} ${a.zip}`);
}

/** A row of the history: a record, or a request still queued on this device. */
export type QrHistoryRow = QrGenerationRecord & { id: string; queued: boolean };

/**
 * Newest first (doc 2 §7 "list newest first"), queued requests on top, and
 * `pages` pages of QR_HISTORY_PAGE_SIZE (10, §9). A queued request whose record
 * has arrived is shown once, as the record.
 */
export function qrHistory(
  records: readonly (QrGenerationRecord & { id: string })[],
  queued: readonly QrHistoryRow[],
  pages: number,
): { rows: QrHistoryRow[]; more: boolean } {
  const known = new Set(records.map((r) => r.id));
  const all = [
    ...queued.filter((q) => !known.has(q.id)).sort((a, b) => b.requestedAt - a.requestedAt),
    ...records.map((r) => ({ ...r, queued: false })).sort((a, b) => b.requestedAt - a.requestedAt || b.id.localeCompare(a.id)),
  ];
  const shown = Math.max(1, pages) * QR_HISTORY_PAGE_SIZE;
  return { rows: all.slice(0, shown), more: all.length > shown };
}

/** A file name from a store name: letters, digits and dashes only. */
export function sheetFileName(storeName: string): string {
  const safe = storeName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${safe || 'store'}-table-qr-codes.pdf`;
}

/** The message of a delivery e-mail (subject and HTML body); the sheet goes as its attachment. */
export function qrMailMessage(storeName: string, tableCount: number): { subject: string; html: string } {
  const m = MESSAGES.tablesScreen.mail;
  return {
    subject: m.subject(mailSafeName(storeName)),
    html: `<p>${escapeHtml(m.intro(tableCount))}</p><p>${escapeHtml(m.howTo)}</p><p>${escapeHtml(mailSafeName(storeName, STORE_NAME_MAX))}</p>`,
  };
}
