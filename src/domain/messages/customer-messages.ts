// Customer messages (doc 2 §2 "Customer messages", §3, §4, §5, §8): the list's
// rules, the commands (mark as read, respond) and how a pending one shows.
import { touchedMessageIds, type AnyCommand, type Command } from '../sync/commands';
import type { NewIds } from '../shared/ids';
import type { CustomerMessage, MessageStatus } from '../shared/records';
import { MESSAGES } from '../shared/messages';
import type { PendingCommand, Viewed } from '../sync/overlay';
import type { ValidationResult } from '../shared/validation-result';

export const RESPONSE_MAX = 1000;
export type MessageFilter = 'all' | 'new' | 'read';
export const MESSAGE_FILTERS: readonly MessageFilter[] = ['all', 'new', 'read'];

/** A message as the screen shows it, with the reply the seller recorded. */
export type SellerMessage = CustomerMessage & { response?: string };
export type ViewedMessage = Viewed<SellerMessage>;

const isStatus = (s: unknown): s is MessageStatus => s === 'new' || s === 'read' || s === 'responded';
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A replicated document made whole: unknown statuses read as new, odd fields are dropped. */
export function messageFromDoc(doc: { id: string } & Record<string, unknown>): SellerMessage & { updatedAt?: number } {
  const info = typeof doc.customerInfo === 'object' && doc.customerInfo !== null ? (doc.customerInfo as Record<string, unknown>) : undefined;
  const rating = num(doc.rating);
  return {
    id: doc.id,
    sellerId: str(doc.sellerId) ?? '',
    tableId: str(doc.tableId),
    orderId: str(doc.orderId),
    message: str(doc.message) ?? '',
    rating: rating !== undefined && rating >= 1 && rating <= 5 ? Math.round(rating) : undefined,
    customerInfo: info ? { name: str(info.name), email: str(info.email), phone: str(info.phone) } : undefined,
    status: isStatus(doc.status) ? doc.status : 'new',
    // createdAt may be missing or unreadable in old documents: the screen says so.
    createdAt: doc.createdAt === undefined ? undefined : typeof doc.createdAt === 'number' ? doc.createdAt : Number.NaN,
    readAt: num(doc.readAt),
    respondedAt: num(doc.respondedAt),
    response: str(doc.response),
    updatedAt: num(doc.updatedAt),
  };
}

/** 'Read' lists every message no longer new (read, or read and answered). */
export function filterMessages<M extends SellerMessage>(list: readonly M[], filter: MessageFilter): M[] {
  if (filter === 'all') return [...list];
  return list.filter((m) => (filter === 'new' ? m.status === 'new' : m.status !== 'new'));
}

export function newMessageCount(list: readonly SellerMessage[]): number {
  return list.filter((m) => m.status === 'new').length;
}

/** Newest first; messages without a readable date last. */
export function newestMessagesFirst<M extends SellerMessage>(list: readonly M[]): M[] {
  const time = (m: M) => (Number.isFinite(m.createdAt) ? (m.createdAt as number) : Number.NEGATIVE_INFINITY);
  return [...list].sort((a, b) => time(b) - time(a) || a.id.localeCompare(b.id));
}

type Refused = { ok: false; errors: Record<string, string> };
const refused = (message: string): Refused => ({ ok: false, errors: { form: message } });

export function markMessageReadCommand(
  messageId: string,
  view: readonly SellerMessage[],
  canMarkRead: boolean,
  ids: NewIds,
): ValidationResult<Command<'message.markRead'>> {
  if (!canMarkRead) return refused(MESSAGES.messages.readForbidden);
  const message = view.find((m) => m.id === messageId);
  if (!message || message.status !== 'new') return refused(MESSAGES.messages.updateFailed);
  return { ok: true, value: { id: ids.commandId, type: 'message.markRead', storeId: ids.storeId, payload: { messageId } } };
}

/** The reply, trimmed; blank or over RESPONSE_MAX is refused with the form's words. */
export function validateResponse(text: unknown): ValidationResult<string> {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, errors: { response: MESSAGES.messages.responseRequired } };
  const response = text.trim();
  if (response.length > RESPONSE_MAX) return { ok: false, errors: { response: MESSAGES.messages.responseTooLong(RESPONSE_MAX) } };
  return { ok: true, value: response };
}

export function respondToMessageCommand(
  messageId: string,
  text: string,
  view: readonly SellerMessage[],
  ids: NewIds,
): ValidationResult<Command<'message.respond'>> {
  if (!view.some((m) => m.id === messageId)) return refused(MESSAGES.messages.updateFailed);
  const checked = validateResponse(text);
  if (!checked.ok) return checked;
  return { ok: true, value: { id: ids.commandId, type: 'message.respond', storeId: ids.storeId, payload: { messageId, response: checked.value } } };
}

/** The change a message command makes, as the server makes it (times are the server's; shown once pulled). */
export function applyMessageCommand<M extends SellerMessage>(message: M, command: AnyCommand): M {
  if (command.type === 'message.markRead') return message.status === 'new' ? { ...message, status: 'read' } : message;
  if (command.type === 'message.respond') return { ...message, status: 'responded', response: command.payload.response };
  return message;
}

/** Replica ⊕ pending for the messages; `absorbed` are the delivered commands the replica already shows. */
export function overlayMessages(
  replica: readonly SellerMessage[],
  entries: readonly PendingCommand[],
  absorbed: ReadonlySet<string>,
): ViewedMessage[] {
  const view = new Map<string, ViewedMessage>(replica.map((m) => [m.id, { ...m, pending: false }]));
  for (const entry of entries) {
    if (entry.status === 'failed' || absorbed.has(entry.command.id)) continue;
    for (const id of touchedMessageIds(entry.command)) {
      const current = view.get(id);
      if (current) view.set(id, { ...applyMessageCommand(current, entry.command), pending: current.pending || entry.status === 'queued' });
    }
  }
  return newestMessagesFirst([...view.values()]);
}
