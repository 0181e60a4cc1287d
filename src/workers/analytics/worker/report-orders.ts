// The reports' orders kept inside the analytics worker: they arrive in chunks
// (each copy to the worker is a main-thread task, so no single one is long)
// and stay for the next runs, so a new range or filter sends only its query.
import type { OrderFilter } from '../../../domain/analytics/order-filter';
import { reportsFromOrders, type ReportHistory, type ReportOrder, type ReportQuery } from '../../../domain/analytics/order-reports';

let loaded: ReportOrder[] = [];

/** `first`: the start of a new set of orders (the old one is dropped). */
export function loadReportOrders(chunk: ReportOrder[], first: boolean): number {
  if (first) loaded = [];
  for (const order of chunk) loaded.push(order);
  return loaded.length;
}

export function reportsFromLoaded(timeZone: string, filter: OrderFilter, query: ReportQuery, history?: ReportHistory) {
  return reportsFromOrders(loaded, timeZone, filter, query, history);
}
