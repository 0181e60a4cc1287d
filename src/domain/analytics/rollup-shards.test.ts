import { describe, expect, it } from 'vitest';
import { comparableDailyStats, dailyStatsFromOrders, readDailyStats, type DailyStats, type RollupOrder } from './daily-stats';
import { buildReports } from './order-reports';
import { summaryEntries } from './order-summary';
import { dailyStatsByDay, foldedDayFields, isFoldableDay, ROLLUP_SHARDS, rollupShard, shardDocId, shardFields, sumDailyStats } from './rollup-shards';

const ZONE = 'Pacific/Chatham';
const at = (iso: string) => Date.parse(iso);

/** Orders of two Chatham days with distinct ids, every status, some cancelled with reasons. */
function orders(): (RollupOrder & { id: string })[] {
  const statuses = ['pending', 'confirmed', 'ready', 'completed', 'cancelled'] as const;
  return Array.from({ length: 60 }, (_, i) => ({
    id: `order-${i}-${(i * 7919).toString(36)}`,
    status: statuses[i % statuses.length] as RollupOrder['status'],
    createdAt: at('2026-03-06T20:00:00Z') + i * 37 * 60_000,
    items: [{ menuItemId: `dish${i % 4}`, name: `Dish ${i % 4}`, price: 4.25 + (i % 3), quantity: 1 + (i % 2) }],
    totalAmount: (4.25 + (i % 3)) * (1 + (i % 2)),
    sellerNotes: i % 5 === 4 ? ['Out of fish', 'Customer left'][i % 2] : '',
    statusHistory: [
      { to: 'confirmed' as const, at: at('2026-03-06T20:00:00Z') + i * 37 * 60_000 + 60_000 },
      { to: 'ready' as const, at: at('2026-03-06T20:00:00Z') + i * 37 * 60_000 + (5 + i) * 60_000 },
    ],
  }));
}

/** The same orders rolled up per shard, as the order Functions write them: one document per (day, shard). */
function shardDocs(list: ReturnType<typeof orders>): DailyStats[] {
  const docs: DailyStats[] = [];
  for (let shard = 0; shard < ROLLUP_SHARDS; shard++) {
    const mine = list.filter((o) => rollupShard(o.id) === shard);
    for (const stats of dailyStatsFromOrders(mine, ZONE).values()) {
      // Through the stored form, as the readers get it: the shard's id is not its day.
      docs.push(readDailyStats(shardDocId(stats.id, shard), { ...stats, ...shardFields(stats.id, shard) }));
    }
  }
  return docs;
}

const comparable = (days: Iterable<DailyStats>) => [...days].map(comparableDailyStats).sort((a, b) => a.id.localeCompare(b.id));

describe('rollup shards', () => {
  it('sends every write of one order to the same shard, and spreads many orders over every shard', () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `Xo${i.toString(36)}k${(i * 2654435761) % 1e9}`);
    for (const id of ids.slice(0, 50)) expect(rollupShard(id)).toBe(rollupShard(id));
    const counts = new Array<number>(ROLLUP_SHARDS).fill(0);
    for (const id of ids) counts[rollupShard(id)] = (counts[rollupShard(id)] ?? 0) + 1;
    // Each shard near its tenth of the writes: none takes twice its share.
    for (const count of counts) {
      expect(count).toBeGreaterThan(ids.length / ROLLUP_SHARDS / 2);
      expect(count).toBeLessThan((ids.length / ROLLUP_SHARDS) * 2);
    }
  });

  it('reads a shard as its day, and an old day document (no date field) as its day', () => {
    expect(readDailyStats('2026-03-07_3', { date: '2026-03-07', shard: 3 }).id).toBe('2026-03-07');
    expect(readDailyStats('2026-03-07', { byStatus: { pending: { orders: 2, revenueCents: 900 } } }).id).toBe('2026-03-07');
  });

  it('sums the shards of each day into the rollup a recomputation from the orders gives', () => {
    const list = orders();
    const docs = shardDocs(list);
    expect(new Set(docs.map((d) => d.id)).size).toBeLessThan(docs.length);
    expect(comparable(dailyStatsByDay(docs))).toEqual(comparable(dailyStatsFromOrders(list, ZONE).values()));
    for (const [date, stats] of dailyStatsFromOrders(list, ZONE)) {
      expect(comparableDailyStats(sumDailyStats(date, docs.filter((d) => d.id === date)))).toEqual(comparableDailyStats(stats));
    }
  });

  it('groups a folded day with shards written after the fold, and passes a lone day through uncopied', () => {
    const list = orders();
    const early = list.slice(0, 40);
    const late = list.slice(40);
    const folded = [...dailyStatsFromOrders(early, ZONE).values()].map((stats) => readDailyStats(stats.id, { ...foldedDayFields(stats) }));
    const days = dailyStatsByDay([...folded, ...shardDocs(late)]);
    expect(comparable(days)).toEqual(comparable(dailyStatsFromOrders(list, ZONE).values()));
    const lone = folded[0] as DailyStats;
    expect(dailyStatsByDay([lone])[0]).toBe(lone);
  });

  it('sums the parts a reader keeps ({ id, byStatus }) the same way, sorted by day', () => {
    const days = dailyStatsByDay([
      { id: '2026-03-08', byStatus: { ready: { orders: 1, revenueCents: 500 } } },
      { id: '2026-03-07', byStatus: { ready: { orders: 2, revenueCents: 700 } } },
      { id: '2026-03-08', byStatus: { ready: { orders: 3, revenueCents: 100 }, cancelled: { orders: 1, revenueCents: 50 } } },
    ]);
    expect(days).toEqual([
      { id: '2026-03-07', byStatus: { ready: { orders: 2, revenueCents: 700 } } },
      { id: '2026-03-08', byStatus: { ready: { orders: 4, revenueCents: 600 }, cancelled: { orders: 1, revenueCents: 50 } } },
    ]);
  });

  it('folds a day two store days before today, not yesterday or today', () => {
    expect(isFoldableDay('2026-03-05', '2026-03-07')).toBe(true);
    expect(isFoldableDay('2026-02-28', '2026-03-02')).toBe(true);
    expect(isFoldableDay('2026-03-06', '2026-03-07')).toBe(false);
    expect(isFoldableDay('2026-03-07', '2026-03-07')).toBe(false);
  });

  it('gives the readers (reports, summary history) the same figures from shards as from the folded day', () => {
    const list = orders();
    const shards = shardDocs(list);
    const folded = [...dailyStatsFromOrders(list, ZONE).values()];
    const query = { range: { from: '2026-03-06', to: '2026-03-09' }, previous: { from: '2026-03-02', to: '2026-03-05' }, categoriesOf: {} };
    expect(buildReports(shards, query)).toEqual(buildReports(folded, query));
    const history = (rollups: readonly DailyStats[]) => ({ windowStartMs: at('2026-04-30T00:00:00Z'), rollups });
    const entries = (rollups: readonly DailyStats[]) => summaryEntries([], history(rollups), ZONE);
    expect(entries(shards)).toEqual(entries(folded));
    expect(entries(shards).length).toBeGreaterThan(0);
  });
});
