// The Order Summary's orders kept inside its analytics worker, as the
// reports' are (report-orders.ts): they arrive in chunks (each copy to the
// worker is a main-thread task, so no single one is long) and stay for the
// next runs, so a new range or filter sends only its query. The filter runs
// here, over the kept orders, for the same reason.
import { filterOrders, type OrderFilter } from '../../../domain/analytics/order-filter';
import { summarizeOrders, type OrderSummary } from '../../../domain/analytics/order-summary';
import type { Order } from '../../../domain/shared/entities';
import { keptSet } from './kept';

/** What the summary reads of an order. */
export type SummaryOrder = Pick<Order, 'status' | 'createdAt' | 'items' | 'totalAmount'>;

/**
 * summarizeOrders' parameters after its orders (range, previous, history...),
 * passed through untouched: the domain function stays the one place of the
 * rules and of what they need.
 */
export type SummaryArgs = Parameters<typeof summarizeOrders> extends [unknown, ...infer Rest] ? Rest : never;

const loaded = keptSet<SummaryOrder>();

/** `first`: the start of a new set of orders (the old one is dropped). */
export function loadSummaryOrders(chunk: SummaryOrder[], first: boolean): number {
  return loaded.load(chunk, first);
}

/** The summary of the kept orders that pass `filter` (doc 1 §7.2), for both periods. */
export function summarizeLoaded(filter: OrderFilter, ...args: SummaryArgs): OrderSummary {
  return summarizeOrders(filterOrders(loaded.items, filter), ...args);
}
