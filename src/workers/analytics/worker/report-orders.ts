// The reports' orders and rollups kept inside the analytics worker: they
// arrive in chunks (each copy to the worker is a main-thread task, so no
// single one is long) and stay for the next runs, so a new range or filter
// sends only its query. The rollups are stored documents (a day's shards and
// its folded document): they are summed by day here, once per new set.
import type { DailyStats } from '../../../domain/analytics/daily-stats';
import type { OrderFilter } from '../../../domain/analytics/order-filter';
import { dailyStatsByDay } from '../../../domain/analytics/rollup-shards';
import { reportsFromOrders, type ReportOrder, type ReportQuery } from '../../../domain/analytics/order-reports';
import { keptSet } from './kept';

const loaded = keptSet<ReportOrder>();
const loadedRollups = keptSet<DailyStats>();
/** The kept rollup documents summed by day (shards and folded days), once per new set rather than per run. */
let summedRollups: readonly DailyStats[] | null = null;

/** `first`: the start of a new set of orders (the old one is dropped). */
export function loadReportOrders(chunk: ReportOrder[], first: boolean): number {
  return loaded.load(chunk, first);
}

/** The daily rollups (a year of them is about a megabyte), kept likewise. */
export function loadReportRollups(chunk: DailyStats[], first: boolean): number {
  summedRollups = null;
  return loadedRollups.load(chunk, first);
}

/** `windowStartDay`: the kept rollups stand for the days before it (the report history); none: no history. */
export function reportsFromLoaded(timeZone: string, filter: OrderFilter, query: ReportQuery, windowStartDay?: string) {
  summedRollups ??= dailyStatsByDay(loadedRollups.items);
  const history = windowStartDay === undefined ? undefined : { windowStartDay, rollups: summedRollups };
  return reportsFromOrders(loaded.items, timeZone, filter, query, history);
}
