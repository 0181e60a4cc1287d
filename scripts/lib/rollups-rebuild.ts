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
import { readRollupOrder, rollupDayOfId, type RollupOrder } from '../../src/domain/analytics/daily-stats.ts';
import { dayOrderBounds, dayRollupIds, planDayRebuild } from '../../src/domain/analytics/rollup-rebuild.ts';
import { storeMoment, storeTimeZone, storeToday } from '../../src/domain/shared/store-day.ts';

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
    const bounds = dayOrderBounds(date);
    return db.runTransaction(async (tx) => {
      // The day's documents read by id as well as by query: an order Function
      // about to write one of them then waits for this commit or retries after it.
      const [near, byId, byQuery] = await Promise.all([
        tx.get(orders.where('createdAt', '>=', Timestamp.fromMillis(bounds.from)).where('createdAt', '<', Timestamp.fromMillis(bounds.to))),
        tx.getAll(...dayRollupIds(date).map((id) => rollups.doc(id))),
        tx.get(rollups.where('date', '==', date)),
      ]);
      const plan = planDayRebuild({
        date, today, timeZone,
        orders: near.docs.filter((snap) => snap.get('_deleted') !== true).flatMap((snap) => {
          const order = storedRollupOrder(snap.data());
          return order === null ? [] : [{ id: snap.id, order }];
        }),
        live: [...byId, ...byQuery.docs].filter((snap) => snap?.exists && snap.get('_deleted') !== true).map((snap) => ({ id: snap.id, shard: snap.get('shard') })),
      });
      // Whole sets, not merges: the rebuilt day replaces whatever was there.
      for (const { id, fields } of [...plan.writes, ...plan.tombstones]) tx.set(rollups.doc(id), { ...fields, updatedAt: FieldValue.serverTimestamp() });
      return plan.counted;
    });
  };
  // One day at a time: the emulator locks coarsely, and concurrent days' transactions time out on each other's locks.
  let counted = 0;
  for (const date of [...days].sort()) counted += await rebuildDay(date);
  return { timeZone, days: days.size, orders: counted };
}
