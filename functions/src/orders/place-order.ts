// How customer orders arrive: placeOrderSecure, called by the
// customer app without a seller account, for an active table link. Names and
// prices come from the live menu, tax and gratuity from the store's
// orderConfig (the gratuity the guest chose among those it offers); the
// caller's commandId makes a double tap or a retry one order. The answer
// carries the order's public token: the guest's page reads its progress by it
// (stores/{storeId}/publicOrders/{token}, src/domain/guest/public-order.ts).
import { randomBytes } from 'node:crypto';
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { mergeAppConfig, type AppConfig, type DeepPartial } from '../../../src/domain/settings/app-config';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { checkOrdering, priceLines, readPlaceOrderRequest, type OrderableItem } from '../../../src/domain/orders/place-order';
import { priceOrder } from '../../../src/domain/orders/pricing';
import { chosenGratuity } from '../../../src/domain/guest/gratuity';
import { CUSTOMER_AUTHOR } from '../../../src/domain/orders/status-change';
import { runOnce } from '../lib/exactly-once';
import { applyOrderWrite, orderRollups } from './order-write';
import { reserveOrder, type Reservation } from './order-flood';
import { withoutSignIn } from '../lib/public-call';
import { newOrderDoc, ordersOf, orThrow } from './order-docs';
import { ORDER_FUNCTIONS } from '../../../src/domain/orders/functions';
import type { Implementations } from '../lib/deploy';

const O = MESSAGES.ordering;

/** Table links live under their store; one is found by its uuid (index in firestore.indexes.json). */
async function findLink(uuid: string): Promise<DocumentSnapshot> {
  const found = await getFirestore().collectionGroup('tableLinks').where('uuid', '==', uuid).limit(2).get();
  const links = found.docs.filter((d) => d.get('_deleted') !== true && d.ref.parent.parent !== null);
  // A rotated link's code was replaced: the guest holds an old print or photo.
  if (links.length === 0 && found.docs.some((d) => d.get('retired') === true)) throw new DomainError('failed-precondition', O.linkRetired);
  // Two stores claiming one uuid would be a data fault: refuse rather than guess.
  if (links.length !== 1) throw new DomainError('not-found', O.linkNotFound);
  return links[0] as DocumentSnapshot;
}

const orderable = (snap: DocumentSnapshot): OrderableItem | undefined => {
  if (!snap.exists || snap.get('_deleted') === true) return undefined;
  const name = snap.get('name');
  const price = snap.get('price');
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  return { name: typeof name === 'string' && name !== '' ? name : 'Unnamed Item', price, isAvailable: snap.get('isAvailable') !== false };
};

/** Gives the reserved places back unless a new order was made. */
async function released<T extends { replayed: boolean }>(reservation: Reservation | null, place: () => Promise<T>): Promise<T> {
  try {
    const placed = await place();
    if (placed.replayed) await reservation?.release();
    return placed;
  } catch (error) {
    await reservation?.release();
    throw error;
  }
}

/** The Functions this module implements, by their declared names (src/domain/orders/functions.ts). */
export const PLACE_ORDER_HANDLERS = {
  placeOrderSecure: withoutSignIn(async (data, caller) => {
    const request = orThrow(readPlaceOrderRequest(data));
    const linkSnap = await findLink(request.tableLinkId);
    const storeRef = linkSnap.ref.parent.parent!;
    const db = getFirestore();
    // A replay is answered from its record without counting, so a retry after a
    // lost answer is never refused for a flood it did not add to.
    const known = (await db.doc(`stores/${storeRef.id}/commands/${request.commandId}`).get()).exists;
    const reservation = known ? null : await reserveOrder(db, { storeId: storeRef.id, linkId: request.tableLinkId, address: caller.address });
    const menuIds = [...new Set(request.lines.map((l) => l.menuItemId))];
    const menuRefs = menuIds.map((id) => db.doc(`${storeRef.path}/menuItems/${id}`));

    const once = await released(reservation, () => runOnce(
      { db, storeId: storeRef.id, commandId: request.commandId, name: 'placeOrderSecure', by: `${CUSTOMER_AUTHOR}:${request.tableLinkId}`, sameSenderOnly: true },
      async (tx, now) => {
        const [link, store, ...items] = await tx.getAll(linkSnap.ref, storeRef, ...menuRefs);
        const storeLive = store!.exists && store!.get('_deleted') !== true;
        const linkData = link!.exists && link!.get('_deleted') !== true && storeLive ? link!.data() : undefined;
        orThrow(checkOrdering(linkData, store!.get('configs.enableOrderFunction')));
        const menu = new Map(items.map((snap, i) => [menuIds[i] as string, orderable(snap)]));
        const lines = orThrow(priceLines(request.lines, menu));
        const config = mergeAppConfig(store!.get('configs') as DeepPartial<AppConfig> | undefined);
        const gratuity = orThrow(chosenGratuity(config.orderConfig, request.gratuityRate));
        const ref = ordersOf(db, storeRef.id).doc();
        // 192 random bits: the guest's only key to the order's public view, never guessed.
        const guestToken = randomBytes(24).toString('base64url');
        const doc = newOrderDoc(ref.id, priceOrder(lines, config.orderConfig, gratuity), {
          tableId: String(linkData!.tableId ?? ''),
          tableLinkId: request.tableLinkId,
          guestToken,
          ...(request.customerNotes !== undefined ? { customerNotes: request.customerNotes } : {}),
          by: CUSTOMER_AUTHOR,
          now,
        });
        // Its address's tag, so its unconfirmed orders are counted per address (order-flood.ts); a replay writes nothing.
        tx.create(ref, reservation ? { ...doc, placedFrom: reservation.placedFrom } : doc);
        applyOrderWrite(orderRollups(tx, db, storeRef.id, store!.get('timeZone')), ref.id, null, doc);
        return { orderId: ref.id, totalAmount: doc.totalAmount as number, token: guestToken, storeId: storeRef.id };
      },
    ));
    return { ...once.result, commandId: request.commandId, committedAt: once.committedAt };
  }),
} satisfies Partial<Implementations<typeof ORDER_FUNCTIONS>>;
