// How the order Functions read and write order documents: one place for the
// collection, the live check, the history line and the fields every new
// order carries so it replicates (updatedAt, _deleted; SYNC-NOTES).
import { Timestamp, type DocumentSnapshot, type FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isOrderStatus, validateOrder, type OrderStatus } from '../../../src/domain/orders/orders';
import type { PricedOrder } from '../../../src/domain/orders/pricing';
import type { Checked } from '../../../src/domain/orders/refusal';
import type { ChangedBy } from '../../../src/domain/shared/changed-by';
import { historyAuthor, type CUSTOMER_AUTHOR, type StatusHistoryEntry } from '../../../src/domain/orders/status-change';

export const ordersOf = (db: Firestore, storeId: string) => db.collection(`stores/${storeId}/orders`);

/** A Checked rule's refusal, thrown as the callable's error. */
export function orThrow<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new DomainError(checked.code, checked.message);
  return checked.value;
}

export type OrderData = Record<string, unknown> & { status: OrderStatus; sellerNotes?: unknown; statusHistory?: unknown };

/** The order's data, or null when it is missing or a tombstone. A stored status outside the seven is refused. */
export function liveOrder(snap: DocumentSnapshot): OrderData | null {
  if (!snap.exists || snap.get('_deleted') === true) return null;
  const data = snap.data() as Record<string, unknown>;
  if (!isOrderStatus(data.status)) throw new DomainError('failed-precondition', MESSAGES.orders.invalidStatus(String(data.status)));
  return data as OrderData;
}

/** Who a line names: the acting member (CommandContext.actor, from the token and the member document) or the customer. */
export type HistoryActor = ChangedBy | typeof CUSTOMER_AUTHOR;

/**
 * A history line. Firestore refuses server timestamps inside arrays, so `at`
 * is the Function's clock (Timestamp.now()), within milliseconds of the commit.
 */
export function historyEntry(entry: Omit<StatusHistoryEntry, 'at' | 'by' | 'byName'>, actor: HistoryActor): StatusHistoryEntry<Timestamp> {
  return { ...entry, ...(entry.reason === undefined ? {} : { reason: entry.reason }), at: Timestamp.now(), ...historyAuthor(actor) };
}

export function appendHistory(order: OrderData, entry: StatusHistoryEntry<Timestamp>): unknown[] {
  return [...(Array.isArray(order.statusHistory) ? order.statusHistory : []), entry];
}

/** A new order: priced, checked by the order data rules (doc 1 §5), pending, stamped for replication. */
export function newOrderDoc(
  id: string,
  priced: PricedOrder,
  fields: { tableId: string; customerNotes?: string; by: HistoryActor; now: FieldValue } & Record<string, unknown>,
): Record<string, unknown> {
  const { by, now, customerNotes, ...rest } = fields;
  const checked = validateOrder({ items: priced.items, totalAmount: priced.totalAmount, status: 'pending' });
  if (!checked.ok) throw new DomainError('invalid-argument', Object.values(checked.errors)[0] ?? MESSAGES.ordering.unreadable);
  return {
    id,
    ...rest,
    status: 'pending',
    ...priced,
    ...(customerNotes !== undefined ? { customerNotes } : {}),
    sellerNotes: '',
    statusHistory: [historyEntry({ from: null, to: 'pending' }, by)],
    // The Function's clock, not a server timestamp: the order's store day
    // (its daily rollup, written in the same transaction) must be known before the commit.
    createdAt: Timestamp.now(),
    updatedAt: now,
    _deleted: false,
  };
}
