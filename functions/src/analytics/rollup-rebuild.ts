// A store's daily rollups rebuilt from its orders: after its zone changed
// (every day that has orders, counted in the new zone, or a rollup document,
// counted in the old one), and by the backfill and the seed. Each day is
// replaced as src/domain/analytics/rollup-rebuild.ts plans it, one day per
// transaction (at most 11 documents each), in the form the order Functions and
// the fold would have left it: a closed day folded, an open one in shards.
// Each transaction reads the store document, so it either sees the zone it was
// started for or stops: a later change has its own rebuild, and an order
// Function (which reads the store in its own transaction) counts each order in
// the zone it committed with. Idempotent: a second run writes the same figures.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readRollupOrder, rollupDayOfId, type RollupOrder } from '../../../src/domain/analytics/daily-stats';
import { dayOrderBounds, dayRollupIds, planDayRebuild } from '../../../src/domain/analytics/rollup-rebuild';
import { storeMoment, storeTimeZone, storeToday } from '../../../src/domain/shared/store-day';

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : null;

const rollupOrder = (data: Record<string, unknown>): RollupOrder | null => readRollupOrder(data, millis);

export interface DaysRebuilt {
  days: number;
  orders: number;
  /** The store's zone changed meanwhile: the rest is left to that change's rebuild. */
  superseded: boolean;
}

/**
 * Rebuilds every day of the store that has orders (counted in `timeZone`) or
 * a rollup document, as long as the store is counted in `timeZone`: the time
 * zone change's trigger and the backfill and seed (scripts/lib/rollups-rebuild.ts)
 * share it. Each day is one transaction that reads the store and the day's
 * orders and rollup documents (by id as well as by query: an order Function
 * about to write one of them then waits for this commit or retries after it),
 * so nothing is counted twice or lost. `now` decides which days are closed.
 */
export async function rebuildRollupDays(db: Firestore, storeId: string, timeZone: string, now: number = Date.now()): Promise<DaysRebuilt> {
  const storeRef = db.doc(`stores/${storeId}`);
  const orders = db.collection(`stores/${storeId}/orders`);
  const rollups = db.collection(`stores/${storeId}/dailyStats`);
  const days = new Set<string>();
  for (const snap of (await orders.select('createdAt').get()).docs) {
    const at = millis(snap.get('createdAt'));
    if (at !== null) days.add(storeMoment(at, timeZone).date);
  }
  for (const ref of await rollups.listDocuments()) days.add(rollupDayOfId(ref.id));
  const today = storeToday(now, timeZone);
  const summary: DaysRebuilt = { days: 0, orders: 0, superseded: false };
  // One day at a time: the emulator locks coarsely, and concurrent days' transactions time out on each other's locks.
  for (const date of [...days].sort()) {
    const bounds = dayOrderBounds(date);
    const counted = await db.runTransaction(async (tx) => {
      const [store, near, byId, byQuery] = await Promise.all([
        tx.get(storeRef),
        tx.get(orders.where('createdAt', '>=', Timestamp.fromMillis(bounds.from)).where('createdAt', '<', Timestamp.fromMillis(bounds.to))),
        tx.getAll(...dayRollupIds(date).map((id) => rollups.doc(id))),
        tx.get(rollups.where('date', '==', date)),
      ]);
      if (!store.exists || storeTimeZone(store.get('timeZone')) !== timeZone) return null;
      const plan = planDayRebuild({
        date, today, timeZone,
        orders: near.docs.filter((snap) => snap.get('_deleted') !== true).flatMap((snap) => {
          const order = rollupOrder(snap.data());
          return order === null ? [] : [{ id: snap.id, order }];
        }),
        live: [...byId, ...byQuery.docs].filter((snap) => snap?.exists && snap.get('_deleted') !== true).map((snap) => ({ id: snap.id, shard: snap.get('shard') })),
      });
      // Whole sets, not merges: the rebuilt day replaces whatever was there; tombstones carry no figures.
      for (const { id, fields } of [...plan.writes, ...plan.tombstones]) tx.set(rollups.doc(id), { ...fields, updatedAt: FieldValue.serverTimestamp() });
      return plan.counted;
    });
    if (counted === null) return { ...summary, superseded: true };
    summary.days++;
    summary.orders += counted;
  }
  return summary;
}

/** After a zone change: every day rebuilt in the new zone, then the zone recorded as the one the rollups are counted in. */
export async function rebuildRollupsInZone(db: Firestore, storeId: string, timeZone: string, now: number = Date.now()): Promise<DaysRebuilt> {
  const summary = await rebuildRollupDays(db, storeId, timeZone, now);
  if (summary.superseded) return summary;
  const storeRef = db.doc(`stores/${storeId}`);
  // Recorded on the store, stamped for replication: the zone its rollups are counted in now.
  const done = await db.runTransaction(async (tx) => {
    const store = await tx.get(storeRef);
    if (!store.exists || storeTimeZone(store.get('timeZone')) !== timeZone) return false;
    tx.update(storeRef, { rollupsTimeZone: timeZone, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  return { ...summary, superseded: !done };
}
