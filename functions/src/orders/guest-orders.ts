// A guest cancels their own order from the table's page, before the staff
// confirm it and only where the store allows it (orderConfig
// allowCustomerCancelBeforeConfirmed). The order is found by its public
// token, which placeOrderSecure answers to the guest alone (the order keeps
// it too, for its public view: the store's members, who read the order, may
// change it anyway); the command id makes a double tap or a retry one
// change. The history names the customer.
import { getFirestore } from 'firebase-admin/firestore';
import { mergeAppConfig, type AppConfig, type DeepPartial } from '../../../src/domain/settings/app-config';
import { DomainError } from '../../../src/domain/shared/errors';
import { ordering } from '../../../src/domain/shared/catalogue/ordering';
import { guestCancelRefusal, readGuestOrderRef } from '../../../src/domain/guest/guest-requests';
import { planStatusChange, CUSTOMER_AUTHOR } from '../../../src/domain/orders/status-change';
import { ORDER_FUNCTIONS } from '../../../src/domain/orders/functions';
import { runOnce } from '../lib/exactly-once';
import { takeGuestCall } from '../lib/guest-allowance';
import { withoutSignIn } from '../lib/public-call';
import type { Implementations } from '../lib/deploy';
import { applyOrderWrite, orderRollups } from './order-write';
import { publicOrderPath } from './order-mirror';
import { appendHistory, historyEntry, liveOrder, ordersOf, orThrow } from './order-docs';

/** The Functions this module implements, by their declared names (src/domain/orders/functions.ts). */
export const GUEST_ORDER_HANDLERS = {
  cancelGuestOrderSecure: withoutSignIn(async (data, caller) => {
    const { storeId, token, commandId } = orThrow(readGuestOrderRef(data));
    const db = getFirestore();
    await takeGuestCall(db, caller.address);
    const view = await db.doc(publicOrderPath(storeId, token)).get();
    const orderId = view.get('orderId');
    if (!view.exists || typeof orderId !== 'string') throw new DomainError('not-found', ordering.guestOrderNotFound);
    const once = await runOnce(
      { db, storeId, commandId, name: 'cancelGuestOrderSecure', by: `${CUSTOMER_AUTHOR}:${token}`, sameSenderOnly: true },
      async (tx, now) => {
        const [snap, store] = await tx.getAll(ordersOf(db, storeId).doc(orderId), db.doc(`stores/${storeId}`));
        const order = liveOrder(snap!);
        if (!order || order.guestToken !== token) throw new DomainError('not-found', ordering.guestOrderNotFound);
        const config = mergeAppConfig(store!.get('configs') as DeepPartial<AppConfig> | undefined);
        orThrow(guestCancelRefusal(order.status, config.orderConfig.allowCustomerCancelBeforeConfirmed));
        if (order.status === 'cancelled') return { status: 'cancelled' as const };
        const change = orThrow(planStatusChange(order, { to: 'cancelled', mode: 'advance', sellerNotes: ordering.cancelledByGuest, canSetAny: false }))!;
        const fields = { ...change.patch, statusHistory: appendHistory(order, historyEntry(change.entry, CUSTOMER_AUTHOR)), updatedAt: now, _deleted: false };
        tx.update(snap!.ref, fields);
        applyOrderWrite(orderRollups(tx, db, storeId, store!.get('timeZone')), orderId, order, { ...order, ...fields });
        return { status: 'cancelled' as const };
      },
    );
    return once.result;
  }),
} satisfies Partial<Implementations<typeof ORDER_FUNCTIONS>>;
