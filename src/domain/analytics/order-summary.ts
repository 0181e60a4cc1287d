// Order analytics (doc 1 §2.7, §3, §9): daily rows, metric cards, status
// distribution, period summary and chart sizing. Pure, so the analytics
// worker and the tests run the same code.
import type { Order } from '../entities';
import { addDays, formatMonthDay, toIsoDate } from '../dates';
import { isInRange, type DateRange } from '../date-range';
import { PIE_RADIUS_MAX, PIE_RADIUS_RATIO } from '../limits';
import { formatStatusLabel, isActiveStatus, ORDER_STATUSES, orderTotal } from '../orders/orders';

export { DATE_PRESETS, DATE_PRESET_LABELS, presetRange, previousPeriod, validateCustomRange } from '../date-range';
export type { DatePreset, DateRange } from '../date-range';

type AnalyticsOrder = Pick<Order, 'status' | 'createdAt' | 'items' | 'totalAmount'>;

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
  /** 'YYYY-MM-DD', local */
  date: string;
  orders: number;
  revenue: number;
  /** Equals revenue; the bar chart plots `value`. */
  value: number;
}

/** One row per local day of the range, days without orders included. */
export function dailyRows(orders: readonly AnalyticsOrder[], range: DateRange): DailyRow[] {
  const byDate = new Map<string, DailyRow>();
  const rows: DailyRow[] = [];
  for (let day = range.start; day.getTime() <= range.end.getTime(); day = addDays(day, 1)) {
    const row = { name: formatMonthDay(day), date: toIsoDate(day), orders: 0, revenue: 0, value: 0 };
    byDate.set(row.date, row);
    rows.push(row);
  }
  for (const order of orders) {
    if (!isInRange(order.createdAt, range)) continue;
    const row = byDate.get(toIsoDate(new Date(order.createdAt)));
    if (!row) continue;
    row.orders += 1;
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
  const cancelled = orders.filter((o) => o.status === 'cancelled').length;
  return { revenue, count: orders.length, cancelled };
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
    activeOrders: current.filter((o) => isActiveStatus(o.status)).length,
    completedOrders: current.filter((o) => o.status === 'completed').length,
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
export function statusDistribution(orders: readonly Pick<Order, 'status'>[]): StatusSlice[] {
  return ORDER_STATUSES.map((status) => ({
    name: formatStatusLabel(status),
    value: orders.filter((o) => o.status === status).length,
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

/** The range's figures, with trends against the previous period of equal length. */
export function summarizeOrders(orders: readonly AnalyticsOrder[], range: DateRange, previous: DateRange): OrderSummary {
  const current = orders.filter((o) => isInRange(o.createdAt, range));
  const before = orders.filter((o) => isInRange(o.createdAt, previous));
  const daily = dailyRows(current, range);
  return {
    metrics: metrics(current, before),
    daily,
    statuses: statusDistribution(current),
    period: current.length > 0 ? periodSummary(daily) : null,
    orderCount: current.length,
  };
}
