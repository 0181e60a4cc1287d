// A new device's active orders (the board's tickets), asked of the server the
// moment its store is known, with only Firestore's REST client evaluated: the
// engine's own code (RxDB, the replica, the full SDK) still evaluates then,
// and takes the answer over when it opens (registry.ts).
import type * as rest from 'firebase/firestore/lite';
import type { DocumentData } from 'firebase/firestore/lite';
import type { StampedDoc } from '../replica/checkpoint';
import { activeOrders } from '../replica/order-window';
import { subcollectionSource, toReplicaDoc } from '../replica/rest-pull';
import { REPLICATED, type ReplicaDoc } from '../replica/schemas';
import { CaughtUp } from './caught-up';

type Ahead = Promise<StampedDoc<DocumentData>[]>;

/** Asked for longer ago than this, an answer is not shared: the orders may have moved since. */
const SHARED_WITHIN_MS = 10_000;
const asked = new Map<string, { at: number; orders: Ahead; docs?: Promise<ReplicaDoc[]> }>();
const keyOf = (uid: string, storeId: string) => `${uid}/${storeId}`;

/** A store's active orders from the server; undefined on a device whose orders caught up before. */
export function activeOrdersAhead(db: rest.Firestore, uid: string, storeId: string): Ahead | undefined {
  if (new CaughtUp(uid, storeId).has('orders')) return undefined;
  return activeOrders(subcollectionSource(db, `stores/${storeId}/${REPLICATED.orders}`));
}

/**
 * The same, asked once for both who want it: the current store as soon as it
 * knows the store, and the engine when its code is in, whichever comes first.
 */
export function ordersAhead(db: rest.Firestore, uid: string, storeId: string): Ahead | undefined {
  const key = keyOf(uid, storeId);
  const earlier = asked.get(key);
  if (earlier && Date.now() - earlier.at <= SHARED_WITHIN_MS && !new CaughtUp(uid, storeId).has('orders')) return earlier.orders;
  asked.delete(key);
  const orders = activeOrdersAhead(db, uid, storeId);
  if (!orders) return undefined;
  // Offline it fails: the engine asks again itself.
  orders.catch(() => undefined);
  asked.set(key, { at: Date.now(), orders });
  return orders;
}

/**
 * The answer of the request asked for this store, as the replica will store
 * it (the deleted left out): what the board shows while the replica opens.
 * Undefined when none was asked (the device's orders caught up before).
 */
export function aheadReplicaDocs(uid: string, storeId: string): Promise<ReplicaDoc[]> | undefined {
  const entry = asked.get(keyOf(uid, storeId));
  if (!entry) return undefined;
  entry.docs ??= entry.orders.then((docs) => docs.map((d) => toReplicaDoc(d.id, d.data)).filter((d) => !d._deleted));
  return entry.docs;
}

/** The store's engine stopped: an engine opened again asks anew. */
export function forgetOrdersAhead(uid: string, storeId: string): void {
  asked.delete(keyOf(uid, storeId));
}
