// The orders bench's data: the busy store (busy-world.ts: 300 orders a day
// over the window, a year of rollups) made to take orders: the ordering
// switch on, and enough active table links that placeOrderSecure's limit of
// 10 orders per link per minute never refuses the bench's rate. The boards
// open it as a tablet in service would, with the whole window on the device.
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/orders/orders.ts';
import { adminDb } from '../../tests/support/admin.ts';
import type { Owner } from '../../tests/e2e/support/world.ts';
import type { Dish } from '../simulate/customers.ts';
import { raiseOrderLimits } from '../lib/order-limits.ts';
import { millis } from '../lib/stored-rollup-order.ts';
import { busyWorld } from './busy-world.ts';

export interface OrdersWorld {
  owner: Owner;
  menu: Dish[];
  /** The uuids of the store's active table links. */
  links: string[];
  /** Orders in the store before the bench placed any. */
  orders: number;
}

export async function createOrdersWorld(tableLinks: number): Promise<OrdersWorld> {
  const world = await busyWorld();
  const { storeId } = world;
  const items = await adminDb.collection(`stores/${storeId}/menuItems`).where('isAvailable', '==', true).get();
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`stores/${storeId}`), { configs: { enableOrderFunction: true }, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  const links = Array.from({ length: tableLinks }, (_, i) => {
    const uuid = `${storeId}-link-${i + 1}`;
    batch.set(adminDb.doc(`stores/${storeId}/tableLinks/${uuid}`), {
      uuid, storeId, tableId: `table_${i + 1}`, storeName: 'Busy Bench Kitchen', accessCount: 0, isActive: true,
      createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    });
    return uuid;
  });
  await batch.commit();
  // Every bench order comes from this one machine into one store, and nobody
  // confirms them: the rush needs more than a venue's address and kitchen get.
  console.log(await raiseOrderLimits(adminDb, storeId, { perAddress: 1000, perStore: 1000, pending: 100_000, pendingPerLink: 100_000, pendingPerAddress: 100_000 }, 'the bench (all its orders come from one address)'));
  return {
    owner: { uid: world.uid, email: world.email, password: world.password, storeId },
    menu: items.docs.map((d) => ({ id: d.id, name: String(d.get('name')) })),
    links,
    orders: world.orders,
  };
}

/**
 * The orders the bench placed, completed: the busy store is reused all day,
 * and its board (the busy figures) should hold the seed's active orders, not
 * every earlier run's.
 *
 * Each is stamped as a kitchen would have completed it: a quarter of an hour
 * after it was placed, and the ones that recent one a second apart back from
 * now, in the order they were placed. One batch with one server stamp would
 * leave the busy store what no kitchen makes (350 orders changed in the same
 * instant), and a new device's listener would read them all again in its
 * first answer (docs/areas/offline-engine.md, "A burst of one stamp").
 */
export async function completeBenchOrders(): Promise<number> {
  const world = await busyWorld();
  const storeId = world.storeId;
  const seeded = new Set(world.active);
  const active = await adminDb.collection(`stores/${storeId}/orders`).where('status', 'in', [...ACTIVE_ORDER_STATUSES]).get();
  const placed = active.docs.filter((d) => !seeded.has(d.id)).sort((a, b) => createdMs(a) - createdMs(b));
  const now = Date.now();
  for (let i = 0; i < placed.length; i += 400) {
    const batch = adminDb.batch();
    placed.slice(i, i + 400).forEach((d, j) => {
      const completedAt = Math.min(createdMs(d) + 15 * 60_000, now - (placed.length - (i + j)) * 1_000);
      batch.update(d.ref, { status: 'completed', updatedAt: Timestamp.fromMillis(completedAt) });
    });
    await batch.commit();
  }
  return placed.length;
}

const createdMs = (order: QueryDocumentSnapshot): number => millis(order.get('createdAt')) ?? 0;
