// A guest's view of their order (stores/{storeId}/publicOrders/{token},
// src/domain/guest/public-order.ts), kept in the same transaction as every
// write of an order that a guest placed: the guest's page is never ahead of
// or behind the kitchen, and no trigger has to catch up. A merge, so the
// guest's own field (messageSent) stays.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { publicOrderOf } from '../../../src/domain/guest/public-order';
import { millis } from '../lib/millis';

type OrderState = Readonly<Record<string, unknown>> | null;

export const publicOrderPath = (storeId: string, token: string) => `stores/${storeId}/publicOrders/${token}`;

const tokenOf = (state: OrderState) => (typeof state?.guestToken === 'string' && state.guestToken !== '' ? state.guestToken : undefined);

/** Called by order-write.ts's applyOrderWrites with its transaction and writes (before and after each order). */
export function mirrorGuestOrders(
  { tx, db, storeId }: { tx: Transaction; db: Firestore; storeId: string },
  writes: ReadonlyArray<{ orderId: string; before: OrderState; after: OrderState }>,
): void {
  for (const { orderId, before, after } of writes) {
    const token = tokenOf(after) ?? tokenOf(before);
    const state = after ?? before;
    if (!token || !state) continue;
    const view = publicOrderOf(orderId, state, after === null, millis);
    tx.set(db.doc(publicOrderPath(storeId, token)), { ...view, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }
}
