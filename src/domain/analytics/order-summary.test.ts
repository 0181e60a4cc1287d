import { describe, expect, it } from 'vitest';
import {
  CHART_COLORS,
  dailyRows,
  metrics,
  orderRevenue,
  periodSummary,
  pieLabel,
  pieOuterRadius,
  statusDistribution,
  summarizeOrders,
  trendDirection,
  trendPercent,
  type DailyRow,
} from './order-summary';
import { previousPeriod } from '../shared/date-range';
import { presetRange } from './order-summary';
import type { Order } from '../shared/entities';
import type { OrderStatus } from '../orders/orders';

function order(status: OrderStatus, createdAt: Date, totalAmount?: number): Pick<Order, 'status' | 'createdAt' | 'items' | 'totalAmount'> {
  return { status, createdAt: createdAt.getTime(), items: [{ price: 4, quantity: 2 }], totalAmount };
}

describe('daily rows', () => {
  const now = new Date(2024, 10, 6, 12);

  it('has one row per local day, with empty days, named "Nov 3"', () => {
    const rows = dailyRows(
      [
        order('completed', new Date(2024, 10, 3, 0, 0), 10),
        order('pending', new Date(2024, 10, 3, 23, 59), 5.5),
        order('cancelled', new Date(2024, 10, 4, 9), 100),
        order('completed', new Date(2024, 10, 6, 11)), // no total: 4 x 2
        order('completed', new Date(2024, 9, 30, 12), 1000), // before the range
      ],
      presetRange('week', now),
    );
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => r.date)).toEqual([
      '2024-10-31', '2024-11-01', '2024-11-02', '2024-11-03', '2024-11-04', '2024-11-05', '2024-11-06',
    ]);
    expect(rows[0]?.name).toBe('Oct 31');
    expect(rows[3]).toEqual({ name: 'Nov 3', date: '2024-11-03', orders: 2, revenue: 15.5, value: 15.5 });
    expect(rows[4]).toMatchObject({ orders: 1, revenue: 0, value: 0 }); // cancelled: counted, no revenue
    expect(rows[6]).toMatchObject({ orders: 1, revenue: 8 });
  });

  it('keeps one row per day across a DST change (3 Nov 2024 in the US)', () => {
    const rows = dailyRows([], presetRange('custom', now, { start: new Date(2024, 10, 1), end: new Date(2024, 10, 5) }));
    expect(rows.map((r) => r.name)).toEqual(['Nov 1', 'Nov 2', 'Nov 3', 'Nov 4', 'Nov 5']);
  });
});

describe('metrics', () => {
  const d = new Date(2024, 10, 6, 10);
  const current = [
    order('completed', d, 30),
    order('pending', d, 10),
    order('out_for_delivery', d, 20),
    order('cancelled', d, 40),
  ];

  it('counts and sums, leaving cancelled orders out of revenue', () => {
    expect(metrics(current, [order('completed', d, 30)])).toEqual({
      totalRevenue: 60,
      totalOrders: 4,
      activeOrders: 2,
      completedOrders: 1,
      cancelledOrders: 1,
      averageOrderValue: 20,
      revenueTrend: 100,
      orderTrend: 300,
    });
    expect(orderRevenue(order('cancelled', d, 40))).toBe(0);
  });

  it('reports 0 trends and 0 average without data', () => {
    expect(metrics([], [])).toMatchObject({ totalRevenue: 0, averageOrderValue: 0, revenueTrend: 0, orderTrend: 0 });
    expect(metrics(current, []).revenueTrend).toBe(0);
  });

  it.each([
    [150, 100, 50, 'up'],
    [50, 100, -50, 'down'],
    [100, 100, 0, 'neutral'],
    [5, 0, 0, 'neutral'],
    [0, 0, 0, 'neutral'],
  ] as const)('trend %d vs %d', (cur, prev, pct, dir) => {
    expect(trendPercent(cur, prev)).toBe(pct);
    expect(trendDirection(trendPercent(cur, prev))).toBe(dir);
  });
});

describe('status distribution', () => {
  it('names statuses and omits zero counts', () => {
    const d = new Date(2024, 0, 1);
    expect(
      statusDistribution([order('pending', d), order('out_for_delivery', d), order('pending', d)]),
    ).toEqual([
      { name: 'Pending', value: 2 },
      { name: 'Out for delivery', value: 1 },
    ]);
    expect(statusDistribution([])).toEqual([]);
  });
});

describe('period summary', () => {
  const row = (date: string, orders: number, revenue: number): DailyRow => ({
    name: date, date, orders, revenue, value: revenue,
  });

  it('finds best days and averages', () => {
    const summary = periodSummary([row('a', 3, 10), row('b', 1, 50), row('c', 3, 0)]);
    expect(summary?.bestRevenueDay.date).toBe('b');
    expect(summary?.bestOrdersDay.date).toBe('a'); // tie: earliest
    expect(summary?.averageDailyRevenue).toBe(20);
    expect(summary?.averageDailyOrders).toBe(2.3);
  });

  it('is null without rows', () => {
    expect(periodSummary([])).toBeNull();
  });
});

describe('charts', () => {
  it.each([
    [300, 105],
    [350, 120],
    [342.86, 120],
    [200, 70],
  ])('pie radius at height %d', (height, radius) => {
    expect(pieOuterRadius(height)).toBeCloseTo(radius, 5);
  });

  it('has six colours and whole-percent labels', () => {
    expect(CHART_COLORS).toHaveLength(6);
    expect(pieLabel('Pending', 0.333)).toBe('Pending 33%');
  });
});

describe('the summary of a range', () => {
  const now = new Date(2024, 10, 6, 12);
  const week = presetRange('week', now);
  const orders = [
    order('completed', new Date(2024, 10, 6, 9), 20),
    order('cancelled', new Date(2024, 10, 5, 9), 50),
    order('pending', new Date(2024, 10, 1, 9), 10),
    // The week before: 1 order of 15.
    order('completed', new Date(2024, 9, 30, 9), 15),
    // Outside both.
    order('completed', new Date(2024, 8, 1, 9), 999),
  ];

  it('counts only the range, trends against the previous period of equal length', () => {
    const summary = summarizeOrders(orders, week, previousPeriod(week));
    expect(summary.orderCount).toBe(3);
    expect(summary.metrics).toMatchObject({ totalRevenue: 30, totalOrders: 3, activeOrders: 1, completedOrders: 1, cancelledOrders: 1, averageOrderValue: 15 });
    expect(summary.metrics.revenueTrend).toBe(100);
    expect(summary.metrics.orderTrend).toBe(200);
    expect(summary.daily).toHaveLength(7);
    expect(summary.statuses.map((s) => s.name)).toEqual(['Pending', 'Completed', 'Cancelled']);
    expect(summary.period?.bestRevenueDay.date).toBe('2024-11-06');
  });

  it('has no period summary without orders', () => {
    const today = presetRange('today', new Date(2025, 0, 1, 12));
    const summary = summarizeOrders(orders, today, previousPeriod(today));
    expect(summary.orderCount).toBe(0);
    expect(summary.period).toBeNull();
  });
});

describe('a summary beyond the window of orders', () => {
  const now = new Date(2024, 10, 6, 12);
  const windowStartMs = new Date(2024, 8, 22).getTime(); // 45 days before
  const rollup = (id: string, byStatus: Record<string, { orders: number; revenueCents: number }>) => ({ id, byStatus });

  it('counts the days before the window from their rollups and the window from its orders, exactly', () => {
    const orders = [
      order('completed', new Date(2024, 10, 5, 12), 10),
      order('cancelled', new Date(2024, 10, 5, 13), 4),
      // Active, from before the window: on the device, but its day's rollup already counts it.
      order('preparing', new Date(2024, 5, 1, 9), 7),
    ];
    const history = {
      windowStartMs,
      rollups: [
        rollup('2024-06-01', { preparing: { orders: 1, revenueCents: 700 }, completed: { orders: 299, revenueCents: 1_234_567 } }),
        rollup('2024-09-01', { completed: { orders: 3, revenueCents: 3_001 }, cancelled: { orders: 2, revenueCents: 999 } }),
        // Inside the window the orders count; its rollup is not counted twice.
        rollup('2024-11-05', { completed: { orders: 1, revenueCents: 1_000 }, cancelled: { orders: 1, revenueCents: 400 } }),
      ],
    };
    const year = presetRange('year', now);
    const summary = summarizeOrders(orders, year, previousPeriod(year), history);
    expect(summary.orderCount).toBe(1 + 299 + 5 + 2);
    expect(summary.metrics).toMatchObject({
      totalOrders: 307,
      totalRevenue: 12345.67 + 7 + 30.01 + 10,
      completedOrders: 299 + 3 + 1,
      activeOrders: 1,
      cancelledOrders: 3,
      averageOrderValue: Math.round(((12345.67 + 7 + 30.01 + 10) / 304) * 100) / 100,
    });
    expect(summary.statuses).toEqual([{ name: 'Preparing', value: 1 }, { name: 'Completed', value: 303 }, { name: 'Cancelled', value: 3 }]);
    const june1 = summary.daily.find((row) => row.date === '2024-06-01');
    expect(june1).toMatchObject({ orders: 300, revenue: 12352.67 });
  });

  it('without a history, counts the orders it is given, as before', () => {
    const week = presetRange('week', now);
    const orders = [order('completed', new Date(2024, 10, 5, 12), 10)];
    expect(summarizeOrders(orders, week, previousPeriod(week)).orderCount).toBe(1);
  });
});

describe("a summary in the store's zone", () => {
  const zone = 'America/Los_Angeles';
  const at = (iso: string) => Date.parse(iso);
  const placed = (status: OrderStatus, iso: string, totalAmount: number) => ({ status, createdAt: at(iso), items: [], totalAmount });

  it("puts an order on the store's day, whatever the device's zone", () => {
    const week = presetRange('week', new Date('2024-11-06T20:00:00Z'), null, zone);
    // 03:00 UTC on the 6th is 19:00 on the 5th in Los Angeles.
    const rows = dailyRows([placed('completed', '2024-11-06T03:00:00Z', 12)], week, zone);
    expect(rows.map((r) => r.date)).toEqual(['2024-10-31', '2024-11-01', '2024-11-02', '2024-11-03', '2024-11-04', '2024-11-05', '2024-11-06']);
    expect(rows.find((r) => r.date === '2024-11-05')).toMatchObject({ name: 'Nov 5', orders: 1, revenue: 12 });
    expect(rows.find((r) => r.date === '2024-11-06')).toMatchObject({ orders: 0 });
  });

  it('reads the store day the device holds only in part from its rollup, not from its orders', () => {
    // A device in Paris: its window starts at its midnight, 23:00 UTC on 21 Sep, 16:00 on the 21st in Los Angeles.
    const windowStartMs = at('2024-09-21T23:00:00Z');
    const orders = [
      // On the device (placed after the window start), on the partial day 21 Sep: the rollup counts it.
      placed('completed', '2024-09-22T02:00:00Z', 5),
      // The first whole day, 22 Sep: its orders count.
      placed('completed', '2024-09-22T20:00:00Z', 9),
    ];
    const history = {
      windowStartMs,
      rollups: [
        { id: '2024-09-21', byStatus: { completed: { orders: 40, revenueCents: 40_000 } } },
        { id: '2024-09-22', byStatus: { completed: { orders: 1, revenueCents: 900 } } },
      ],
    };
    const range = presetRange('custom', new Date('2024-11-06T20:00:00Z'), { start: new Date(at('2024-09-21T19:00:00Z')), end: new Date(at('2024-09-22T19:00:00Z')) }, zone);
    const summary = summarizeOrders(orders, range, previousPeriod(range, zone), history, zone);
    expect(summary.daily.map(({ date, orders: n, revenue }) => [date, n, revenue])).toEqual([['2024-09-21', 40, 400], ['2024-09-22', 1, 9]]);
    expect(summary.metrics.totalOrders).toBe(41);
  });
});
