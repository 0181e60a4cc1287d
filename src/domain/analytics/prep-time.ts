// Average prep time, confirmed → ready (beyond the spec), by store day, and
// its trend against the previous period of equal length. Averages are over the
// orders that were prepared, so a day without any has none (null), not 0.
import type { DailyStats } from './daily-stats';
import { statsOfDays, type StoreDayRange } from './report-range';
import { trendPercent } from './order-summary';

export interface PrepDay {
  date: string;
  orders: number;
  /** Whole seconds; null when no order was prepared that day. */
  averageSeconds: number | null;
}

export interface PrepReport {
  days: PrepDay[];
  orders: number;
  averageSeconds: number | null;
  previousAverageSeconds: number | null;
  /** Percent change of the average; 0 when either period has none. Down is faster. */
  trend: number;
}

function average(totalMs: number, orders: number): number | null {
  return orders > 0 ? Math.round(totalMs / orders / 1000) : null;
}

function totals(stats: readonly DailyStats[], range: StoreDayRange) {
  let orders = 0;
  let totalMs = 0;
  const days: PrepDay[] = [];
  for (const { date, stats: day } of statsOfDays(stats, range)) {
    const n = day?.prep.orders ?? 0;
    const ms = day?.prep.totalMs ?? 0;
    orders += n;
    totalMs += ms;
    days.push({ date, orders: n, averageSeconds: average(ms, n) });
  }
  return { days, orders, averageSeconds: average(totalMs, orders) };
}

export function prepTimeReport(stats: readonly DailyStats[], range: StoreDayRange, previous: StoreDayRange): PrepReport {
  const now = totals(stats, range);
  const before = totals(stats, previous);
  return {
    days: now.days,
    orders: now.orders,
    averageSeconds: now.averageSeconds,
    previousAverageSeconds: before.averageSeconds,
    trend: now.averageSeconds === null || before.averageSeconds === null ? 0 : trendPercent(now.averageSeconds, before.averageSeconds),
  };
}
