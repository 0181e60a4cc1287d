import type { Transaction } from 'firebase-admin/firestore';

/** An order's fields as a command sees them before and after its change (null: absent or deleted). */
export type OrderState = Readonly<Record<string, unknown>> | null;

/**
 * Called inside every transaction that creates, changes or deletes an order
 * (functions/src/orders.ts, place-order.ts), once per order, after its reads
 * and beside its write. It does nothing yet: it is the one place where the
 * analytics issue adds the daily rollups, so that they change in the same
 * commit as the order and a replayed command (answered from its record
 * without running again) never counts twice. Writes only: every read of a
 * transaction must come before its first write.
 */
export function applyOrderWrite(tx: Transaction, storeId: string, before: OrderState, after: OrderState): void {
  void tx;
  void storeId;
  void before;
  void after;
}
