import { describe, expect, it } from 'vitest';
import { dailyStatsFromOrders, emptyDailyStats, type DailyStats, type RollupOrder } from './daily-stats';
import { heatLevel, hourWeekdayHeatmap } from './heatmap';
import { daysOf, weekdayOf } from './report-range';

const NY = 'America/New_York';
const order = (iso: string, fields: Partial<RollupOrder> = {}): RollupOrder => ({
  status: 'completed', createdAt: Date.parse(iso), items: [{ name: 'Tea', price: 3, quantity: 1 }], totalAmount: 3, ...fields,
});
const stats = (orders: RollupOrder[], zone = NY) => [...dailyStatsFromOrders(orders, zone).values()];

describe('the weekday of a store day', () => {
  it('is the calendar date’s, whatever zone runs the code', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });
  it('lists every day of a range across a daylight-saving change and a month end', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('hour × weekday heat-map', () => {
  it('puts a 23:30 New York order on the New York Sunday at hour 23, not the UTC Monday', () => {
    const map = hourWeekdayHeatmap(stats([order('2026-11-23T04:30:00Z')]), { from: '2026-11-16', to: '2026-11-23' });
    expect(map.orders[0]![23]).toBe(1);
    expect(map.orders[1]!.every((n) => n === 0)).toBe(true);
  });

  it('adds the same weekday of different weeks into one cell; revenue leaves cancelled out, orders keep them', () => {
    const map = hourWeekdayHeatmap(stats([
      order('2026-11-09T17:10:00Z'), // Mon 12:10 NY
      order('2026-11-16T17:50:00Z', { totalAmount: 4.5 }), // Mon 12:50 NY
      order('2026-11-16T17:55:00Z', { status: 'cancelled' }),
    ]), { from: '2026-11-09', to: '2026-11-22' });
    expect(map.orders[1]![12]).toBe(3);
    expect(map.revenueCents[1]![12]).toBe(750);
    expect(map.maxOrders).toBe(3);
    expect(map.maxRevenueCents).toBe(750);
  });

  it('counts the wall-clock hours of the day clocks go back (two 01:00 hours in one cell)', () => {
    const map = hourWeekdayHeatmap(stats([order('2026-11-01T05:30:00Z'), order('2026-11-01T06:30:00Z')]), { from: '2026-11-01', to: '2026-11-01' });
    expect(map.orders[0]![1]).toBe(2);
  });

  it('leaves out days outside the range and is all zeros for empty days', () => {
    const empty: DailyStats[] = [emptyDailyStats('2026-11-20')];
    const map = hourWeekdayHeatmap([...stats([order('2026-11-09T17:10:00Z')]), ...empty], { from: '2026-11-10', to: '2026-11-22' });
    expect(map.maxOrders).toBe(0);
    expect(map.orders.flat().every((n) => n === 0)).toBe(true);
  });

  it('shades in quarters of the largest cell, any non-empty cell at least 1', () => {
    expect([0, 1, 25, 26, 100].map((v) => heatLevel(v, 100))).toEqual([0, 1, 1, 2, 4]);
    expect(heatLevel(5, 0)).toBe(0);
  });
});
