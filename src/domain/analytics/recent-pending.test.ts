import { describe, expect, it } from 'vitest';
import { emptyDailyStats, type DailyStats } from './daily-stats';
import { pendingCapRollupIds, pendingInRollups } from './recent-pending';

const withPending = (date: string, orders: number): DailyStats => ({ ...emptyDailyStats(date), byStatus: { pending: { orders, revenueCents: 0 } } });

describe('the unconfirmed cap reads the rollups of today and yesterday', () => {
  it('asks for both days, folded and sharded, in the store\'s zone', () => {
    // 03:00 UTC on the 26th is still the 25th in New York.
    const ids = pendingCapRollupIds(Date.parse('2026-11-26T03:00:00Z'), 'America/New_York');
    expect(ids).toContain('2026-11-25');
    expect(ids).toContain('2026-11-25_0');
    expect(ids).toContain('2026-11-24_9');
    expect(ids).not.toContain('2026-11-26');
    expect(ids).toHaveLength(22);
  });

  it('sums the pending orders before anything else, so a shard below zero is made up by its folded day', () => {
    expect(pendingInRollups([withPending('2026-11-25', 3), withPending('2026-11-25', -1), withPending('2026-11-24', 2)])).toBe(4);
    expect(pendingInRollups([emptyDailyStats('2026-11-25')])).toBe(0);
    expect(pendingInRollups([withPending('2026-11-25', -2)])).toBe(0);
  });
});
