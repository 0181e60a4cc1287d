// Order analytics (doc 1 §2.7, §3, §9): daily rows, metric cards, status
// distribution, period summary and chart sizing. Pure, so the analytics
// worker and the tests run the same code.
import type { Order } from '../shared/entities';
import { isInRange, rangeStoreDays, type DateRange } from '../shared/date-range';
import { PIE_RADIUS_MAX, PIE_RADIUS_RATIO } from '../shared/limits';
import { formatStatusLabel, isActiveStatus, ORDER_STATUSES, orderTotal } from '../orders/orders';

export { DATE_PRESETS, DATE_PRESET_LABELS, presetRange, validateCustomRange } from '../shared/date-range';
export type { DatePreset, DateRange } from '../shared/date-range';

import type { DailyStats } from './daily-stats';
import { daysOf } from './report-range';
import { dailyStatsByDay } from './rollup-shards';
import { firstWholeDay } from '../orders/order-window';
import { deviceTimeZone, storeDayLabel, storeDayStart, storeMoment } from '../shared/store-day';

type AnalyticsOrder = Pick<Order, 'status' | 'createdAt' | 'items' | 'totalAmount'> & {
  /**
   * How many orders the entry stands for (default 1): a day's rollup tally of
   * one status is one entry, its totalAmount the tally's revenue.
   */
  count?: number;
};

const weight = (order: { count?: number }): number => order.count ?? 1;
const sumOf = (orders: readonly { count?: number }[]): number => orders.reduce((sum, o) => sum + weight(o), 0);

export const CHART_COLORS = ['#6366f1', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#06b6d4'] as const;

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Revenue leaves cancelled orders out: money that was never taken is not
 * revenue. They still count in Total Orders and get their own card.
 */
export function orderRevenue(order: AnalyticsOrder): number {
  return order.status === 'cancelled' ? 0 : orderTotal(order);
}

export interface DailyRow {
  /** 'Nov 3' */
  name: string;
  /** 'YYYY-MM-DD', the store's day */
  date: string;
  orders: number;
  revenue: number;
  /** Equals revenue; the bar chart plots `value`. */
  value: number;
}

/** One row per store day of the range, days without orders included. */
export function dailyRows(orders: readonly AnalyticsOrder[], range: DateRange, timeZone = deviceTimeZone()): DailyRow[] {
  const days = rangeStoreDays(range, timeZone);
  const byDate = new Map<string, DailyRow>();
  const rows: DailyRow[] = [];
  for (const date of daysOf(days)) {
    const row = { name: storeDayLabel(date), date, orders: 0, revenue: 0, value: 0 };
    byDate.set(row.date, row);
    rows.push(row);
  }
  for (const order of orders) {
    if (!isInRange(order.createdAt, range)) continue;
    const row = byDate.get(storeMoment(order.createdAt, timeZone).date);
    if (!row) continue;
    row.orders += weight(order);
    row.revenue = cents(row.revenue + orderRevenue(order));
    row.value = row.revenue;
  }
  return rows;
}

export type TrendDirection = 'up' | 'down' | 'neutral';

/** Percent change; 0 when there is nothing to compare against. */
export function trendPercent(current: number, previous: number): number {
  return previous === 0 ? 0 : ((current - previous) / previous) * 100;
}

export function trendDirection(trend: number): TrendDirection {
  if (trend > 0) return 'up';
  if (trend < 0) return 'down';
  return 'neutral';
}

export interface Metrics {
  totalRevenue: number;
  totalOrders: number;
  activeOrders: number;
  completedOrders: number;
  cancelledOrders: number;
  averageOrderValue: number;
  revenueTrend: number;
  orderTrend: number;
}

function totals(orders: readonly AnalyticsOrder[]) {
  const revenue = cents(orders.reduce((sum, o) => sum + orderRevenue(o), 0));
  const cancelled = sumOf(orders.filter((o) => o.status === 'cancelled'));
  return { revenue, count: sumOf(orders), cancelled };
}

/**
 * Average order value divides revenue by the orders that produced it (all but
 * cancelled), so cancellations do not drag the average down.
 */
export function metrics(current: readonly AnalyticsOrder[], previous: readonly AnalyticsOrder[]): Metrics {
  const now = totals(current);
  const before = totals(previous);
  const paying = now.count - now.cancelled;
  return {
    totalRevenue: now.revenue,
    totalOrders: now.count,
    activeOrders: sumOf(current.filter((o) => isActiveStatus(o.status))),
    completedOrders: sumOf(current.filter((o) => o.status === 'completed')),
    cancelledOrders: now.cancelled,
    averageOrderValue: paying > 0 ? cents(now.revenue / paying) : 0,
    revenueTrend: trendPercent(now.revenue, before.revenue),
    orderTrend: trendPercent(now.count, before.count),
  };
}

export interface StatusSlice {
  name: string;
  value: number;
}

/** Slices in status order; statuses without orders are left out. */
export function statusDistribution(orders: readonly (Pick<Order, 'status'> & { count?: number })[]): StatusSlice[] {
  return ORDER_STATUSES.map((status) => ({
    name: formatStatusLabel(status),
    value: sumOf(orders.filter((o) => o.status === status)),
  })).filter((slice) => slice.value > 0);
}

export interface PeriodSummary {
  bestRevenueDay: DailyRow;
  bestOrdersDay: DailyRow;
  averageDailyRevenue: number;
  /** Rounded to 1 decimal. */
  averageDailyOrders: number;
}

/** null without rows. Ties go to the earliest day. */
export function periodSummary(rows: readonly DailyRow[]): PeriodSummary | null {
  const [first] = rows;
  if (!first) return null;
  let bestRevenueDay = first;
  let bestOrdersDay = first;
  let revenue = 0;
  let orders = 0;
  for (const row of rows) {
    if (row.revenue > bestRevenueDay.revenue) bestRevenueDay = row;
    if (row.orders > bestOrdersDay.orders) bestOrdersDay = row;
    revenue += row.revenue;
    orders += row.orders;
  }
  return {
    bestRevenueDay,
    bestOrdersDay,
    averageDailyRevenue: cents(revenue / rows.length),
    averageDailyOrders: Math.round((orders / rows.length) * 10) / 10,
  };
}

export function pieOuterRadius(height: number): number {
  return Math.min(PIE_RADIUS_RATIO * height, PIE_RADIUS_MAX);
}

/** 'Pending 25%': name and whole-number percent of a slice (fraction 0..1). */
export function pieLabel(name: string, fraction: number): string {
  return `${name} ${Math.round(fraction * 100)}%`;
}

/** Everything the Order Summary screen shows for one range: computed once, in the analytics worker. */
export interface OrderSummary {
  metrics: Metrics;
  daily: DailyRow[];
  statuses: StatusSlice[];
  period: PeriodSummary | null;
  /** Orders in the range: 0 shows 'No Orders Found'. */
  orderCount: number;
}

/** The rollups' figures a summary needs: orders and revenue by status. */
export type SummaryRollup = Pick<DailyStats, 'id' | 'byStatus'>;

/**
 * What a device knows beyond its orders: it holds every order
 * placed from `windowStartMs` on, and the daily rollups for the days before.
 */
export interface OrderHistory {
  windowStartMs: number;
  /** Rollup documents as stored, shards and folded days, each `id` its day: summed here. */
  rollups: readonly SummaryRollup[];
}

/**
 * The entries a summary counts: the orders of the whole store days the
 * device holds, and for each day before them one entry per status of its
 * rollup (at the day's noon), so long ranges ('Last Year') are exact without
 * the orders. An order before them still on the device (an active one) is
 * counted by its day's rollup instead.
 */
export function summaryEntries(orders: readonly AnalyticsOrder[], history: OrderHistory | undefined, timeZone = deviceTimeZone()): AnalyticsOrder[] {
  if (!history) return [...orders];
  const firstDay = firstWholeDay(history.windowStartMs, timeZone);
  const firstMs = storeDayStart(firstDay, timeZone);
  const entries = orders.filter((o) => o.createdAt >= firstMs);
  // A day's shards and folded document as one: one entry per status and day.
  for (const rollup of dailyStatsByDay(history.rollups)) {
    if (rollup.id >= firstDay) continue;
    // The day's noon-ish (its start plus 12 hours) lies inside it whatever its length.
    const noon = storeDayStart(rollup.id, timeZone) + 12 * 60 * 60 * 1000;
    for (const status of ORDER_STATUSES) {
      const tally = rollup.byStatus[status];
      if (!tally || tally.orders <= 0) continue;
      entries.push({ status, createdAt: noon, items: [], totalAmount: tally.revenueCents / 100, count: tally.orders });
    }
  }
  return entries;
}

/**
 * The range's figures, with trends against the previous period of equal
 * length. `timeZone`: the store's, whose days the rows and rollups are.
 */
export function summarizeOrders(
  orders: readonly AnalyticsOrder[],
  range: DateRange,
  previous: DateRange,
  history?: OrderHistory,
  timeZone = deviceTimeZone(),
): OrderSummary {
  const entries = summaryEntries(orders, history, timeZone);
  const current = entries.filter((o) => isInRange(o.createdAt, range));
  const before = entries.filter((o) => isInRange(o.createdAt, previous));
  const daily = dailyRows(current, range, timeZone);
  const orderCount = sumOf(current);
  return {
    metrics: metrics(current, before),
    daily,
    statuses: statusDistribution(current),
    period: orderCount > 0 ? periodSummary(daily) : null,
    orderCount,
  };
}
