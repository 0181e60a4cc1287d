// How one order's status changes. Two kinds, so both tables of the
// spec hold: 'advance' (quick actions, the board's taps) follows the strict
// table of doc 1 §4.6; 'set' (the change-status dialog, the bulk bar) may set
// any status, backwards too (doc 2 §4), and is for owners and managers.
// Cancelling needs a reason, which becomes the seller notes; reopening a
// cancelled order clears them. The server and the command builders both call this.
import type { ChangedBy } from '../shared/changed-by';
import type { Order } from '../shared/entities';
import { MESSAGES } from '../shared/messages';
import { validateCancelReason } from './dialogs';
import { ORDER_BULK_LIMIT } from './order-limits';
import { isOrderStatus, statusChangePatch, transitionError, type OrderStatus } from './orders';
import { readNotes } from './place-order';
import { refused, type Checked } from './refusal';

export const STATUS_CHANGE_MODES = ['advance', 'set'] as const;
export type StatusChangeMode = (typeof STATUS_CHANGE_MODES)[number];
/** A status change that names no mode is an advance: the stricter rule. */
export const DEFAULT_STATUS_CHANGE_MODE: StatusChangeMode = 'advance';

/** A history line's `by` for an order a customer placed at a table (no account, no name kept). */
export const CUSTOMER_AUTHOR = 'customer';

/** One line of an order's statusHistory; `from` is null for the order's creation. */
export interface StatusHistoryEntry<At = number> {
  from: OrderStatus | null;
  to: OrderStatus;
  at: At;
  /** The uid of the member (from their ID token), or CUSTOMER_AUTHOR for an order placed at a table. */
  by: string;
  /** The member's name as their member document read at the change; absent for customers and older lines. */
  byName?: string;
  reason?: string;
}

/** The author fields of a history line: a member's uid and name (when they have one), or the customer. */
export function historyAuthor(actor: ChangedBy | typeof CUSTOMER_AUTHOR): Pick<StatusHistoryEntry, 'by' | 'byName'> {
  if (actor === CUSTOMER_AUTHOR) return { by: CUSTOMER_AUTHOR };
  return { by: actor.uid, ...(actor.name ? { byName: actor.name } : {}) };
}

export interface StatusChangeRequest {
  to: unknown;
  mode: StatusChangeMode;
  /** The cancel reason when cancelling; otherwise new seller notes, if any. */
  sellerNotes?: unknown;
  /** Owners and managers may 'set'. */
  canSetAny: boolean;
}

export interface StatusChange {
  /** Fields to write on the order (status, and sellerNotes when they change). */
  patch: { status: OrderStatus; sellerNotes?: string };
  /** The history line to append, without its time and author. */
  entry: { from: OrderStatus; to: OrderStatus; reason?: string };
}

/** null when the order already has that status and the mode is 'set': nothing to do. */
export function planStatusChange(
  order: Pick<Order, 'status'> & { sellerNotes?: unknown },
  request: StatusChangeRequest,
): Checked<StatusChange | null> {
  const { to, mode } = request;
  if (!isOrderStatus(to)) return refused('invalid-argument', MESSAGES.orders.invalidStatus(String(to)));
  if (mode === 'set' && !request.canSetAny) return refused('permission-denied', MESSAGES.ordering.setForbidden);
  const from = order.status;
  if (mode === 'advance') {
    const error = transitionError(from, to);
    if (error) return refused('failed-precondition', error);
  } else if (from === to) {
    return { ok: true, value: null };
  }
  const notes = readNotes(request.sellerNotes);
  if (!notes.ok) return notes;
  if (to === 'cancelled') {
    const reason = validateCancelReason(notes.value ?? '', 'short');
    if (!reason.ok) return refused('invalid-argument', MESSAGES.orders.reasonRequired);
    return { ok: true, value: { patch: { status: to, sellerNotes: reason.value }, entry: { from, to, reason: reason.value } } };
  }
  const patch: StatusChange['patch'] = { ...statusChangePatch(from, to) };
  if (patch.sellerNotes === undefined && notes.value !== undefined) patch.sellerNotes = notes.value;
  return { ok: true, value: { patch, entry: { from, to } } };
}

export interface BulkStatusChange {
  changes: Array<{ id: string } & StatusChange>;
  /** Ids left as they were: already in the status, or no longer there. */
  skipped: string[];
}

/**
 * The bulk bar sets any status (doc 2 §4): orders already in it, and orders
 * deleted meanwhile (undefined), are skipped; when none is left, the spec's
 * 'No orders can be updated to this status'.
 */
export function planBulkStatusChange(
  ids: readonly string[],
  orders: ReadonlyMap<string, (Pick<Order, 'status'> & { sellerNotes?: unknown }) | undefined>,
  request: Omit<StatusChangeRequest, 'mode'>,
): Checked<BulkStatusChange> {
  if (ids.length === 0) return refused('invalid-argument', MESSAGES.orders.noneSelected);
  if (ids.length > ORDER_BULK_LIMIT) return refused('invalid-argument', MESSAGES.orders.bulkLimit(ORDER_BULK_LIMIT));
  if (new Set(ids).size !== ids.length) return refused('invalid-argument', MESSAGES.ordering.unreadable);
  const out: BulkStatusChange = { changes: [], skipped: [] };
  for (const id of ids) {
    const order = orders.get(id);
    if (!order) {
      out.skipped.push(id);
      continue;
    }
    const planned = planStatusChange(order, { ...request, mode: 'set' });
    if (!planned.ok) return planned;
    if (planned.value === null) out.skipped.push(id);
    else out.changes.push({ id, ...planned.value });
  }
  if (out.changes.length === 0) return refused('failed-precondition', MESSAGES.orders.noneUpdatable);
  return { ok: true, value: out };
}
