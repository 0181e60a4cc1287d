// DailyStats from raw orders for the reports, in one pass with plain objects:
// the rollup's own route (a contribution of field paths per order, then
// applied path by path) is built for Firestore increments and costs about ten
// times more, too much for 10,000 orders within a frame budget of the worker.
// The rules are the rollup's (`daily-stats.ts`): the same helpers decide the
// day, hour, item key, prep time and cancel reason, and a test holds both
// routes to equal results on random orders.
import {
  cancelReason, emptyDailyStats, hourKey, itemKey, prepTimeMs, reasonKey, toCents, type DailyStats, type RollupOrder, type Tally,
} from './daily-stats';
import { storeMoment } from '../shared/store-day';

function tally(record: Record<string, Tally>, key: string): Tally {
  let found = record[key];
  if (!found) {
    found = { orders: 0, revenueCents: 0 };
    record[key] = found;
  }
  return found;
}

export function dailyStatsOfOrders(orders: readonly RollupOrder[], timeZone: string): DailyStats[] {
  const days = new Map<string, DailyStats>();
  for (const order of orders) {
    const moment = storeMoment(order.createdAt, timeZone);
    let day = days.get(moment.date);
    if (!day) {
      day = emptyDailyStats(moment.date);
      days.set(moment.date, day);
    }
    let lines = 0;
    for (const item of order.items) lines += toCents(item.price * item.quantity);
    const cents = typeof order.totalAmount === 'number' && Number.isFinite(order.totalAmount) ? toCents(order.totalAmount) : lines;
    const cancelled = order.status === 'cancelled';
    const status = tally(day.byStatus as Record<string, Tally>, order.status);
    status.orders += 1;
    status.revenueCents += cents;
    const hour = tally(day.byHour, hourKey(moment.hour));
    hour.orders += 1;
    if (!cancelled) hour.revenueCents += cents;
    if (cancelled) {
      const reason = cancelReason(order);
      const entry = (day.cancelReasons[reasonKey(reason)] ??= { reason, orders: 0 });
      entry.reason = reason;
      entry.orders += 1;
    } else {
      for (const item of order.items) {
        const entry = (day.items[itemKey(item)] ??= { name: '', quantity: 0, revenueCents: 0 });
        entry.name = (item.name ?? '').trim();
        entry.quantity += item.quantity;
        entry.revenueCents += toCents(item.price * item.quantity);
      }
    }
    const prep = prepTimeMs(order);
    if (prep !== null) {
      day.prep.orders += 1;
      day.prep.totalMs += prep;
    }
  }
  return [...days.values()];
}
