// How many orders a device keeps: a store taking 300 orders a day
// has about 100,000 a year, too many for a phone. A device keeps the orders
// placed in the last ORDER_WINDOW_DAYS days plus every active order of any
// age; analytics reads the daily rollups for the days before the window.
import { shiftStoreDay, storeDayStart, storeMoment } from '../shared/store-day';
import { addDays, startOfDay } from '../shared/dates';
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

/**
 * The first store day the device holds whole: the day the window starts in
 * when it starts at that day's midnight, else the next one. The window starts
 * at the device's midnight, which in another zone falls inside a store day;
 * analytics reads that day from its rollup, not from part of its orders.
 */
export function firstWholeDay(windowStartMs: number, timeZone: string): string {
  const day = storeMoment(windowStartMs, timeZone).date;
  return storeDayStart(day, timeZone) >= windowStartMs ? day : shiftStoreDay(day, 1);
}

/** Whether a device lets this order go: final (completed or cancelled) and placed before the window. */
export function leavesWindow(order: { status: OrderStatus; createdAt: number }, windowStartMs: number): boolean {
  return !isActiveStatus(order.status) && order.createdAt < windowStartMs;
}
