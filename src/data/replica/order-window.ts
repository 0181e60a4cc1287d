// The device's window of orders (src/domain/orders/order-window.ts),
// bounded without a pull filter: a filter on a changing field (status) would
// leave a document that leaves it never updated again (SYNC-NOTES, RxDB #7371).
// Instead the orders pull starts its checkpoint at the window's start, fetches
// every active order once (a page of its own before the window, replicate.ts;
// beside the first page where the pull is not live), and the final orders
// that fall out of the window are purged locally.
import type { RxCollection } from 'rxdb/plugins/core';
import { ACTIVE_ORDER_STATUSES } from '../../domain/orders/orders';
import { leavesWindow } from '../../domain/orders/order-window';
import { checkpointAt, pullPage, type PullCheckpoint, type PullSource, type StampedDoc } from './checkpoint';
import type { ReplicaDoc } from './schemas';

/** Active orders fetched at most; a store has a handful (the board holds them all). */
export const OLDER_ACTIVE_LIMIT = 1_000;

/** Every active order, whatever its age: what a new device's kitchen board shows first. */
export function activeOrders<T>(source: PullSource<T>): Promise<StampedDoc<T>[]> {
  return source.matching ? source.matching('status', ACTIVE_ORDER_STATUSES, OLDER_ACTIVE_LIMIT) : Promise.resolve([]);
}

/**
 * The orders pull's first page on this device: orders changed since the
 * window's start (every order placed in it, since an order's stamp is never
 * before its creation) and every active order, whatever its age. From then on
 * the checkpoint moves forward as for any collection: an older active order
 * that changes (completed on another device) gets a new stamp and is pulled.
 */
export async function firstWindowPage<T>(
  source: PullSource<T>,
  windowStartMs: number,
  batchSize: number,
  options: { lateWindowMs?: number; lateRoom?: number } = {},
): Promise<{ documents: StampedDoc<T>[]; checkpoint: PullCheckpoint | undefined; pageSize: number }> {
  const [page, active] = await Promise.all([
    pullPage(source, checkpointAt(windowStartMs), batchSize, options),
    activeOrders(source),
  ]);
  const held = new Set(page.documents.map((d) => d.id));
  return { documents: [...page.documents, ...active.filter((d) => !held.has(d.id))], checkpoint: page.checkpoint, pageSize: page.documents.length };
}

/**
 * Drops the final orders placed before the window from the device (local
 * tombstones, purged for good by the replica's cleanup a day later). Our
 * replications only pull, so RxDB keeps no pull metadata to compare a local
 * write against: an order removed here that changes on the server (set back
 * to active on another device) is pulled and shown again (order-window.test.ts).
 */
export async function purgeOrdersOutsideWindow(orders: RxCollection<ReplicaDoc>, windowStartMs: number): Promise<number> {
  const old = await orders.find({ selector: { createdAt: { $lt: windowStartMs } } }).exec();
  const leaving = old
    .filter((doc) => leavesWindow({ status: doc.get('status'), createdAt: doc.get('createdAt') }, windowStartMs))
    .map((doc) => doc.primary);
  if (leaving.length === 0) return 0;
  await orders.bulkRemove(leaving);
  return leaving.length;
}
