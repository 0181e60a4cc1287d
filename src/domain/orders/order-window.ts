// How many orders a device keeps (issue 11): a store taking 300 orders a day
// has about 100,000 a year, too many for a phone. A device keeps the orders
// placed in the last ORDER_WINDOW_DAYS days plus every active order of any
// age; analytics reads the daily rollups for the days before the window.
import { addDays, startOfDay, toIsoDate } from '../dates';
import { isActiveStatus, type OrderStatus } from './orders';

/**
 * 45 days: every orders-screen preset (up to 30 days) fits, and so does the
 * Order Summary's 'Last 30 Days' with room; longer ranges use the rollups.
 */
export const ORDER_WINDOW_DAYS = 45;

/** Local midnight ORDER_WINDOW_DAYS days before today: orders placed from then on are all on the device. */
export function orderWindowStart(nowMs: number): number {
  return addDays(startOfDay(new Date(nowMs)), -ORDER_WINDOW_DAYS).getTime();
}

/** The first day (YYYY-MM-DD, local) whose orders are all on the device; earlier days are read from rollups. */
export function firstWindowDay(nowMs: number): string {
  return toIsoDate(new Date(orderWindowStart(nowMs)));
}

/** Whether a device lets this order go: final (completed or cancelled) and placed before the window. */
export function leavesWindow(order: { status: OrderStatus; createdAt: number }, windowStartMs: number): boolean {
  return !isActiveStatus(order.status) && order.createdAt < windowStartMs;
}
