// Every report beyond the spec for one range, computed at once in the analytics
// worker. Reports read DailyStats only: from the device's window of orders
// (turned into DailyStats here) or from the Functions' rollups beyond it, so a
// source change never touches a report.
import type { Order } from '../shared/entities';
import { cancellationReport, type CancellationReport } from './cancellations';
import { dailyReportRows, type DailyReportRow } from './daily-report';
import type { DailyStats, RollupOrder } from './daily-stats';
import { dailyStatsOfOrders } from './daily-stats-fast';
import { dailyStatsByDay } from './rollup-shards';
import { hourWeekdayHeatmap, type Heatmap } from './heatmap';
import { itemMix, type ItemCategories, type ItemMix } from './item-mix';
import { filterOrders, isFiltered, type OrderFilter } from './order-filter';
import { prepTimeReport, type PrepReport } from './prep-time';
import type { StoreDayRange } from './report-range';

export interface ReportQuery {
  range: StoreDayRange;
  previous: StoreDayRange;
  categoriesOf: ItemCategories;
}

export interface OrderReports {
  heatmap: Heatmap;
  items: ItemMix;
  prep: PrepReport;
  cancellations: CancellationReport;
  daily: DailyReportRow[];
}

/**
 * `stats`: days from orders, rollup documents, or both. A day's shards and
 * its folded document are summed first, so every report reads one DailyStats
 * per day; a day with one document (every day from orders, every folded day)
 * passes through uncopied, so the pass costs next to nothing.
 */
export function buildReports(docs: readonly DailyStats[], query: ReportQuery): OrderReports {
  const stats = dailyStatsByDay(docs);
  return {
    heatmap: hourWeekdayHeatmap(stats, query.range),
    items: itemMix(stats, query.range, query.categoriesOf),
    prep: prepTimeReport(stats, query.range, query.previous),
    cancellations: cancellationReport(stats, query.range),
    daily: dailyReportRows(stats, query.range),
  };
}

/** The Functions' rollups of the days before the device's window of orders. */
export interface ReportHistory {
  /** The first store day of the window: earlier days are read from `rollups`. */
  windowStartDay: string;
  /** Rollup documents as stored, shards and folded days (readDailyStats): buildReports sums each day's. */
  rollups: readonly DailyStats[];
}

/**
 * The device's orders as the reports read them: filtered (doc 1 §7.2), then
 * rolled up by store day; the days before the window come from the rollups.
 * A rollup keeps no detail per order, so with a filter the reports cover the
 * window's days only (the screen says so).
 */
export function reportsFromOrders(
  orders: readonly ReportOrder[],
  timeZone: string,
  filter: OrderFilter,
  query: ReportQuery,
  history?: ReportHistory,
): OrderReports {
  const days = dailyStatsOfOrders(filterOrders(orders, filter), timeZone);
  if (!history || isFiltered(filter)) return buildReports(days, query);
  const before = history.rollups.filter((day) => day.id < history.windowStartDay);
  return buildReports([...before, ...days.filter((day) => day.id >= history.windowStartDay)], query);
}

export type ReportOrder = RollupOrder & Pick<Order, 'status' | 'items' | 'totalAmount'>;
