// One store day's rollups rebuilt from its orders, planned once for every
// caller: the Function that rebuilds a store's days after its time zone
// changed (functions/src/analytics/rollup-rebuild.ts) and the backfill and the seed
// (scripts/lib/rollups-rebuild.ts). Each runs the plan in one transaction per
// day with its own Firestore SDK. The day is written in the form the order
// Functions and the fold leave it: a closed day folded into one document, an
// open one (today, yesterday) in shards by order id; every other live
// document of the day becomes a tombstone, never a hard delete: devices
// replicate the collection, and a deleted document would never reach them.
import { dailyStatsFromOrders, emptyDailyStats, type DailyStats, type RollupOrder } from './daily-stats';
import { foldedDayFields, isFoldableDay, ROLLUP_SHARDS, rollupShard, shardDocId, shardFields } from './rollup-shards';
import { storeMoment } from '../shared/store-day';

const HOUR_MS = 3_600_000;
/** No zone is further than 14 hours from UTC: a store day lies within its UTC date ± 14 h. */
const ZONE_REACH_MS = 14 * HOUR_MS;

/** The createdAt bounds [from, to) that hold every order of a store day, in any zone. */
export function dayOrderBounds(date: string): { from: number; to: number } {
  const utcDay = Date.parse(`${date}T00:00:00Z`);
  return { from: utcDay - ZONE_REACH_MS, to: utcDay + 24 * HOUR_MS + ZONE_REACH_MS };
}

/** Every id a day's rollup documents may have: the folded day and its shards. */
export function dayRollupIds(date: string): string[] {
  return [date, ...Array.from({ length: ROLLUP_SHARDS }, (_, shard) => shardDocId(date, shard))];
}

export interface RebuildInput {
  date: string;
  /** The store's today in the zone: decides whether the day is written folded or sharded. */
  today: string;
  timeZone: string;
  /** Live orders read within dayOrderBounds (others are left out here). */
  orders: readonly { id: string; order: RollupOrder }[];
  /** The day's rollup documents that are live now, with the shard a shard document names. */
  live: readonly { id: string; shard?: unknown }[];
}

export interface RebuildPlan {
  /** Whole documents to set (figures, names, `_deleted: false`); the caller adds its `updatedAt`. */
  writes: { id: string; fields: Record<string, unknown> }[];
  /** Tombstones to set: names only, no figures, `_deleted: true`; the caller adds its `updatedAt`. */
  tombstones: { id: string; fields: Record<string, unknown> }[];
  /** Orders of the day in the zone. */
  counted: number;
}

/** The day's documents as they must stand after the rebuild (idempotent: the same input, the same plan). */
export function planDayRebuild({ date, today, timeZone, orders, live }: RebuildInput): RebuildPlan {
  const ofDay = orders.filter((o) => storeMoment(o.order.createdAt, timeZone).date === date);
  const writes: RebuildPlan['writes'] = [];
  if (isFoldableDay(date, today)) {
    const stats: DailyStats = dailyStatsFromOrders(ofDay.map((o) => o.order), timeZone).get(date) ?? emptyDailyStats(date);
    writes.push({ id: date, fields: { ...foldedDayFields(stats), _deleted: false } });
  } else {
    for (let shard = 0; shard < ROLLUP_SHARDS; shard++) {
      const stats = dailyStatsFromOrders(ofDay.filter((o) => rollupShard(o.id) === shard).map((o) => o.order), timeZone).get(date);
      if (stats) writes.push({ id: shardDocId(date, shard), fields: { ...stats, ...shardFields(date, shard), _deleted: false } });
    }
  }
  const written = new Set(writes.map((w) => w.id));
  const tombstones: RebuildPlan['tombstones'] = [];
  for (const doc of live) {
    if (written.has(doc.id)) continue;
    written.add(doc.id);
    const names = doc.id === date ? { id: date, date } : shardFields(date, Number(doc.shard));
    tombstones.push({ id: doc.id, fields: { ...names, _deleted: true } });
  }
  return { writes, tombstones, counted: ofDay.length };
}
