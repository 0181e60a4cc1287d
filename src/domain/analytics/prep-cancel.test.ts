import { describe, expect, it } from 'vitest';
import { cancellationReport } from './cancellations';
import { dailyStatsFromOrders, type RollupOrder } from './daily-stats';
import { prepTimeReport } from './prep-time';

const UTC = 'UTC';
const t = (iso: string) => Date.parse(iso);
const prepared = (day: string, minutes: number): RollupOrder => ({
  status: 'ready', createdAt: t(`${day}T12:00:00Z`), items: [], totalAmount: 10,
  statusHistory: [{ to: 'pending', at: t(`${day}T12:00:00Z`) }, { to: 'confirmed', at: t(`${day}T12:01:00Z`) }, { to: 'ready', at: t(`${day}T12:01:00Z`) + minutes * 60_000 }],
});
const cancelled = (day: string, reason?: string): RollupOrder => ({
  status: 'cancelled', createdAt: t(`${day}T12:00:00Z`), items: [], totalAmount: 10,
  statusHistory: [{ to: 'pending', at: t(`${day}T12:00:00Z`) }, { to: 'cancelled', at: t(`${day}T12:05:00Z`), ...(reason ? { reason } : {}) }],
});
const stats = (orders: RollupOrder[]) => [...dailyStatsFromOrders(orders, UTC).values()];

describe('average prep time', () => {
  const orders = [prepared('2026-11-01', 10), prepared('2026-11-02', 10), prepared('2026-11-03', 10), prepared('2026-11-03', 20), prepared('2026-11-03', 0.5)];
  const range = { from: '2026-11-02', to: '2026-11-04' };
  const previous = { from: '2026-10-30', to: '2026-11-01' };

  it('averages by day over prepared orders only; a day without any has none, not 0', () => {
    const report = prepTimeReport(stats(orders), range, previous);
    expect(report.days).toEqual([
      { date: '2026-11-02', orders: 1, averageSeconds: 600 },
      { date: '2026-11-03', orders: 3, averageSeconds: 610 },
      { date: '2026-11-04', orders: 0, averageSeconds: null },
    ]);
  });

  it('weights the period average by orders (not an average of days) and rounds to whole seconds', () => {
    const report = prepTimeReport(stats(orders), range, previous);
    expect(report.averageSeconds).toBe(Math.round((600 + 600 + 1200 + 30) / 4));
    expect(report.orders).toBe(4);
  });

  it('trends against the previous period of equal length: slower is up', () => {
    const report = prepTimeReport(stats(orders), range, previous);
    expect(report.previousAverageSeconds).toBe(600);
    expect(report.trend).toBeCloseTo(((608 - 600) / 600) * 100, 10);
  });

  it('has no trend when either period has nothing prepared', () => {
    expect(prepTimeReport(stats(orders), range, { from: '2026-10-01', to: '2026-10-03' }).trend).toBe(0);
    expect(prepTimeReport([], range, previous)).toMatchObject({ averageSeconds: null, orders: 0, trend: 0 });
  });
});

describe('cancellation rate', () => {
  const range = { from: '2026-11-01', to: '2026-11-30' };
  it('is cancelled over every order placed, with reasons most given first, ties by text', () => {
    const report = cancellationReport(stats([
      prepared('2026-11-02', 5), prepared('2026-11-02', 5), prepared('2026-11-03', 5),
      cancelled('2026-11-02', 'Out of stock'), cancelled('2026-11-03', 'out of stock '), cancelled('2026-11-03', 'Customer left'),
      cancelled('2026-11-04', 'Duplicate'), cancelled('2026-11-05'),
    ]), range);
    expect(report).toMatchObject({ orders: 8, cancelled: 5, rate: 5 / 8 });
    expect(report.reasons.map((r) => [r.reason, r.orders])).toEqual([
      ['out of stock', 2], ['', 1], ['Customer left', 1], ['Duplicate', 1],
    ]);
    expect(report.reasons[0]!.share).toBe(0.4);
  });

  it('is 0, not NaN, without orders', () => {
    expect(cancellationReport([], range)).toEqual({ orders: 0, cancelled: 0, rate: 0, reasons: [] });
  });
});
