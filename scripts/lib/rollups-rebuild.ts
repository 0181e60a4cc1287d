// Rebuilds a store's daily rollups (issue 11) from its orders: the backfill for
// orders placed before the order Functions kept rollups, and the seed's way of
// giving the demo orders theirs. Each day is rebuilt in its own transaction
// that reads that day's orders, so an order Function writing meanwhile either
// commits before (and is read) or retries after (and increments the rebuilt
// rollup): nothing is counted twice or lost.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dailyStatsFromOrders, emptyDailyStats, readRollupOrder, type RollupOrder } from '../../src/domain/analytics/daily-stats.ts';
import { storeMoment, storeTimeZone } from '../../src/domain/analytics/store-day.ts';

const HOUR = 60 * 60 * 1000;
/** No zone is further than 14 hours from UTC: a store day lies within its UTC date ± 14 h. */
const ZONE_REACH_MS = 14 * HOUR;

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : null;

/** A stored order (Timestamps, or the seed's Dates) as the rollup rules read it. */
export const storedRollupOrder = (data: Record<string, unknown>): RollupOrder | null => readRollupOrder(data, millis);

export interface RebuildSummary {
  timeZone: string;
  days: number;
  orders: number;
}

/**
 * Rebuilds every day that has orders or a rollup. `timeZone` is set on a store
 * that has none yet (the time-zone backfill); a store's own zone is kept.
 */
export async function rebuildStoreRollups(db: Firestore, storeId: string, options: { timeZone?: string } = {}): Promise<RebuildSummary> {
  const storeRef = db.doc(`stores/${storeId}`);
  const store = await storeRef.get();
  if (!store.exists) throw new Error(`No store ${storeId}`);
  let timeZone = storeTimeZone(store.get('timeZone'));
  if (store.get('timeZone') !== timeZone) {
    timeZone = storeTimeZone(options.timeZone);
    await storeRef.update({ timeZone, updatedAt: FieldValue.serverTimestamp() });
  }
  const orders = db.collection(`stores/${storeId}/orders`);
  const rollups = db.collection(`stores/${storeId}/dailyStats`);
  const days = new Set<string>();
  for (const snap of (await orders.select('createdAt').get()).docs) {
    const at = millis(snap.get('createdAt'));
    if (at !== null) days.add(storeMoment(at, timeZone).date);
  }
  for (const ref of await rollups.listDocuments()) days.add(ref.id);

  let counted = 0;
  for (const date of [...days].sort()) {
    const utcDay = Date.parse(`${date}T00:00:00Z`);
    counted += await db.runTransaction(async (tx) => {
      const near = await tx.get(
        orders
          .where('createdAt', '>=', Timestamp.fromMillis(utcDay - ZONE_REACH_MS))
          .where('createdAt', '<', Timestamp.fromMillis(utcDay + 24 * HOUR + ZONE_REACH_MS)),
      );
      const ofDay = near.docs
        .filter((snap) => snap.get('_deleted') !== true)
        .map((snap) => storedRollupOrder(snap.data()))
        .filter((order): order is RollupOrder => order !== null && storeMoment(order.createdAt, timeZone).date === date);
      const stats = dailyStatsFromOrders(ofDay, timeZone).get(date) ?? emptyDailyStats(date);
      // A whole set, not a merge: the rebuilt day replaces whatever was there.
      tx.set(rollups.doc(date), { ...stats, updatedAt: FieldValue.serverTimestamp(), _deleted: false });
      return ofDay.length;
    });
  }
  return { timeZone, days: days.size, orders: counted };
}
