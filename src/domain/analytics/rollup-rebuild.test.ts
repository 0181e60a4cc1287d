import { describe, expect, it } from 'vitest';
import type { RollupOrder } from './daily-stats';
import { dayOrderBounds, planDayRebuild } from './rollup-rebuild';
import { rollupShard, shardDocId } from './rollup-shards';

const order = (iso: string, total: number): RollupOrder => ({
  status: 'completed', createdAt: Date.parse(iso), totalAmount: total,
  items: [{ menuItemId: 'm1', name: 'Soup', price: total, quantity: 1 }],
} as RollupOrder);

// 23:30 on Nov 10 in New York is 04:30 UTC on Nov 11: one day in UTC, the day before in New York.
const LATE = { id: 'late', order: order('2026-11-11T04:30:00Z', 20) };
const NOON = { id: 'noon', order: order('2026-11-11T17:00:00Z', 5) };

describe('rebuilding a day of rollups in a zone', () => {
  it('counts an order near midnight on the day of the zone it is rebuilt in', () => {
    const inUtc = planDayRebuild({ date: '2026-11-11', today: '2026-11-25', timeZone: 'UTC', orders: [LATE, NOON], live: [] });
    expect(inUtc.counted).toBe(2);
    const inNewYork = planDayRebuild({ date: '2026-11-11', today: '2026-11-25', timeZone: 'America/New_York', orders: [LATE, NOON], live: [] });
    expect(inNewYork.counted).toBe(1);
    expect(inNewYork.writes).toEqual([{ id: '2026-11-11', fields: expect.objectContaining({ date: '2026-11-11', byStatus: { completed: expect.objectContaining({ orders: 1 }) }, _deleted: false }) }]);
    const before = planDayRebuild({ date: '2026-11-10', today: '2026-11-25', timeZone: 'America/New_York', orders: [LATE, NOON], live: [] });
    expect(before.counted).toBe(1);
  });

  it('writes a closed day folded and tombstones its other live documents, with no figures on them', () => {
    const plan = planDayRebuild({
      date: '2026-11-11', today: '2026-11-25', timeZone: 'UTC', orders: [NOON],
      live: [{ id: '2026-11-11' }, { id: shardDocId('2026-11-11', 3), shard: 3 }],
    });
    expect(plan.writes.map((w) => w.id)).toEqual(['2026-11-11']);
    expect(plan.tombstones).toEqual([{ id: shardDocId('2026-11-11', 3), fields: { id: shardDocId('2026-11-11', 3), date: '2026-11-11', shard: 3, _deleted: true } }]);
  });

  it('writes an open day (today, yesterday) in shards by order id and tombstones a folded document', () => {
    const plan = planDayRebuild({ date: '2026-11-11', today: '2026-11-12', timeZone: 'UTC', orders: [LATE, NOON], live: [{ id: '2026-11-11' }] });
    expect(plan.writes.map((w) => w.id).sort()).toEqual([...new Set([shardDocId('2026-11-11', rollupShard('late')), shardDocId('2026-11-11', rollupShard('noon'))])].sort());
    expect(plan.tombstones).toEqual([{ id: '2026-11-11', fields: { id: '2026-11-11', date: '2026-11-11', _deleted: true } }]);
  });

  it('a closed day with no orders left in the zone keeps a document of zeros; the same input plans the same writes', () => {
    const input = { date: '2026-11-12', today: '2026-11-25', timeZone: 'UTC', orders: [LATE], live: [{ id: '2026-11-12' }] };
    const plan = planDayRebuild(input);
    expect(plan.writes).toEqual([{ id: '2026-11-12', fields: expect.objectContaining({ byStatus: {}, byHour: {}, _deleted: false }) }]);
    expect(planDayRebuild(input)).toEqual(plan);
  });

  it('reads orders within 14 hours either side of the UTC day', () => {
    expect(dayOrderBounds('2026-11-11')).toEqual({ from: Date.parse('2026-11-10T10:00:00Z'), to: Date.parse('2026-11-12T14:00:00Z') });
  });
});
