// Rebuilds a store's daily rollups from its orders: the backfill for
// orders placed before the order Functions kept rollups, and the seed's way of
// giving the demo orders theirs. Each day is rebuilt in its own transaction
// that reads that day's orders, so an order Function writing meanwhile either
// commits before (and is read) or retries after (and increments the rebuilt
// rollup): nothing is counted twice or lost. Each day is written in the form
// the order Functions and the fold (functions/src/rollup-fold.ts) would have
// left it: a closed day folded into one document, an open one (today,
// yesterday) in shards by order id; whatever else of the day was live is
// tombstoned in the same transaction.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dailyStatsFromOrders, emptyDailyStats, readRollupOrder, rollupDayOfId, type RollupOrder } from '../../src/domain/analytics/daily-stats.ts';
import { foldedDayFields, isFoldableDay, ROLLUP_SHARDS, rollupShard, shardDocId, shardFields } from '../../src/domain/analytics/rollup-shards.ts';
import { storeMoment, storeTimeZone, storeToday } from '../../src/domain/shared/store-day.ts';

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
 * `now` decides which days are closed (default: the clock).
 */
export async function rebuildStoreRollups(db: Firestore, storeId: string, options: { timeZone?: string; now?: number } = {}): Promise<RebuildSummary> {
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
  for (const ref of await rollups.listDocuments()) days.add(rollupDayOfId(ref.id));

  const today = storeToday(options.now ?? Date.now(), timeZone);
  const rebuildDay = (date: string) => {
    const utcDay = Date.parse(`${date}T00:00:00Z`);
    return db.runTransaction(async (tx) => {
      // The day's documents read by id as well as by query: an order Function
      // about to write one of them then waits for this commit or retries after it.
      const ids = [date, ...Array.from({ length: ROLLUP_SHARDS }, (_, shard) => shardDocId(date, shard))];
      const [near, byId, byQuery] = await Promise.all([
        tx.get(
          orders
            .where('createdAt', '>=', Timestamp.fromMillis(utcDay - ZONE_REACH_MS))
            .where('createdAt', '<', Timestamp.fromMillis(utcDay + 24 * HOUR + ZONE_REACH_MS)),
        ),
        tx.getAll(...ids.map((id) => rollups.doc(id))),
        tx.get(rollups.where('date', '==', date)),
      ]);
      const ofDay = near.docs
        .filter((snap) => snap.get('_deleted') !== true)
        .flatMap((snap) => {
          const order = storedRollupOrder(snap.data());
          return order !== null && storeMoment(order.createdAt, timeZone).date === date ? [{ id: snap.id, order }] : [];
        });
      const written = new Set<string>();
      const stamp = { updatedAt: FieldValue.serverTimestamp() };
      // Whole sets, not merges: the rebuilt day replaces whatever was there.
      if (isFoldableDay(date, today)) {
        const stats = dailyStatsFromOrders(ofDay.map((o) => o.order), timeZone).get(date) ?? emptyDailyStats(date);
        tx.set(rollups.doc(date), { ...foldedDayFields(stats), ...stamp, _deleted: false });
        written.add(date);
      } else {
        for (let shard = 0; shard < ROLLUP_SHARDS; shard++) {
          const mine = ofDay.filter((o) => rollupShard(o.id) === shard).map((o) => o.order);
          const stats = dailyStatsFromOrders(mine, timeZone).get(date);
          if (!stats) continue;
          tx.set(rollups.doc(shardDocId(date, shard)), { ...stats, ...shardFields(date, shard), ...stamp, _deleted: false });
          written.add(shardDocId(date, shard));
        }
      }
      // Whatever else of the day is live becomes a tombstone (never a hard
      // delete: replicas would keep it), with no figures left on it.
      for (const snap of [...byId, ...byQuery.docs]) {
        if (!snap?.exists || snap.get('_deleted') === true || written.has(snap.id)) continue;
        written.add(snap.id);
        const names = snap.id === date ? { id: date, date } : shardFields(date, Number(snap.get('shard')));
        tx.set(snap.ref, { ...names, ...stamp, _deleted: true });
      }
      return ofDay.length;
    });
  };
  // One day at a time: the emulator locks coarsely, and concurrent days' transactions time out on each other's locks.
  let counted = 0;
  for (const date of [...days].sort()) counted += await rebuildDay(date);
  return { timeZone, days: days.size, orders: counted };
}
