import { describe, expect, it } from 'vitest';
import { dailyStatsFromOrders } from '../../../domain/analytics/daily-stats';
import { NO_FILTER, type OrderFilter } from '../../../domain/analytics/order-filter';
import { reportsFromOrders, type ReportOrder } from '../../../domain/analytics/order-reports';
import { loadReportOrders, loadReportRollups, reportsFromLoaded } from './report-orders';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const now = Date.parse('2026-03-20T17:00:00Z');

function orders(count: number, from: number, days: number): ReportOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const createdAt = from + Math.floor(((i * 7919) % 1000) / 1000 * days * DAY);
    const status = (['completed', 'cancelled', 'ready', 'pending'] as const)[i % 4]!;
    return {
      status, createdAt, totalAmount: 5 + (i % 30),
      items: [{ menuItemId: `m${i % 7}`, name: `Dish ${i % 7}`, price: 5 + (i % 30), quantity: 1 }],
      statusHistory: status === 'cancelled' ? [{ to: 'cancelled', at: createdAt + 60_000, reason: 'Out of stock' }] : [],
    };
  });
}

function loadInChunks<T>(load: (chunk: T[], first: boolean) => number, all: readonly T[], size: number): void {
  for (let i = 0; i === 0 || i < all.length; i += size) load(all.slice(i, i + size), i === 0);
}

const recent = orders(600, now - 20 * DAY, 20);
const older = [...dailyStatsFromOrders(orders(400, now - 80 * DAY, 60), ZONE).values()];
const history = { windowStartDay: '2026-02-28', rollups: older };
const query = { range: { from: '2026-01-20', to: '2026-03-20' }, previous: { from: '2025-11-21', to: '2026-01-19' }, categoriesOf: {} };
const FILTER: OrderFilter = { status: 'completed', minAmount: null, maxAmount: null };

describe('the reports worker’s kept orders and rollups', () => {
  it('loaded in chunks, report as reportsFromOrders does over the whole sets, with or without history', () => {
    loadInChunks(loadReportOrders, recent, 250);
    loadInChunks(loadReportRollups, older, 25);
    expect(reportsFromLoaded(ZONE, NO_FILTER, query, history.windowStartDay)).toEqual(reportsFromOrders(recent, ZONE, NO_FILTER, query, history));
    expect(reportsFromLoaded(ZONE, FILTER, query, history.windowStartDay)).toEqual(reportsFromOrders(recent, ZONE, FILTER, query, history));
    expect(reportsFromLoaded(ZONE, NO_FILTER, query)).toEqual(reportsFromOrders(recent, ZONE, NO_FILTER, query));
    expect(reportsFromLoaded(ZONE, NO_FILTER, query, history.windowStartDay)).not.toEqual(reportsFromOrders(recent, ZONE, NO_FILTER, query));
  });

  it('a new first chunk of rollups drops the ones loaded before', () => {
    loadInChunks(loadReportOrders, recent, 250);
    loadInChunks(loadReportRollups, older, 25);
    loadInChunks(loadReportRollups, older.slice(0, 3), 25);
    expect(reportsFromLoaded(ZONE, NO_FILTER, query, history.windowStartDay))
      .toEqual(reportsFromOrders(recent, ZONE, NO_FILTER, query, { ...history, rollups: older.slice(0, 3) }));
  });
});
