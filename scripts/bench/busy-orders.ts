// The busy store's orders (pure; each day from its own PRNG stream): 300 a day
// over the device's window of orders, final on past days, a dozen active now,
// with the seed's order lines and status history; and the daily rollups of
// every day, made by the domain's rollup code from the orders. The year
// before the window is generated only to compute its rollups: a device never
// pulls those orders, only their rollups.
import { dailyStatsFromOrders, type DailyStats, type RollupOrder } from '../../src/domain/analytics/daily-stats.ts';
import { ORDER_WINDOW_DAYS } from '../../src/domain/orders/order-window.ts';
import { dayKey, localDay, makeOrder, serviceTime, statusHistory, type OrderableDish } from '../seed/demo-orders.ts';
import { randInt, rngFor, type Rng } from '../seed/demo-random.ts';
import type { OrderDoc, OrderStatus, SeedActor } from '../seed/demo-types.ts';

export const BUSY_ORDERS_PER_DAY = 300;
/** Days of rollups before the window: the 'Last Year' reports' history. */
export const ROLLUP_DAYS_BEFORE_WINDOW = 365;
/** On the board now, oldest first: three of each status a kitchen works. */
const ACTIVE_NOW: readonly OrderStatus[] = Array.from({ length: 3 }, () => ['ready', 'preparing', 'confirmed', 'pending'] as const).flat();
const MINUTE = 60_000;
/** Today's active orders were placed within this long before now; today's earlier ones are final. */
const LIVE_SPAN_MS = 90 * MINUTE;

/** An order as the Functions leave it: stamped when it last changed (its last status line, then the commit). */
export interface BusyOrder extends OrderDoc {
  updatedAt: Date;
}

export interface BusyRollup {
  stats: DailyStats;
  /** The last order Function's commit on that day. */
  updatedAt: Date;
}

export interface BusyDays {
  /** The window's orders and today's, oldest first. */
  orders: BusyOrder[];
  /** Ids of the orders active now (on the kitchen board). */
  active: string[];
  /** One per day: the year before the window and every day in it. */
  rollups: BusyRollup[];
}

interface Shop {
  dishes: readonly OrderableDish[];
  tables: number;
  /** Who moves every order (the bench has no team). */
  staff: SeedActor;
}

/** Commit times carry milliseconds, as real ones do: no page of the pull shares one stamp by accident. */
const withMillis = (rng: Rng, at: Date) => new Date(at.getTime() + randInt(rng, 0, 999));

function finish(order: OrderDoc, rng: Rng, now: Date, staff: SeedActor): BusyOrder {
  order.statusHistory = statusHistory(order, now, { front: [staff], kitchen: [staff] });
  const last = order.statusHistory[order.statusHistory.length - 1]?.at ?? order.createdAt;
  return { ...order, updatedAt: new Date(Math.min(now.getTime(), last.getTime() + randInt(rng, 5, 60))) };
}

/** A day's orders, oldest first: BUSY_ORDERS_PER_DAY final ones (today: those placed before the live span) and, today, the active ones. */
function dayOrders(daysAgo: number, now: Date, shop: Shop): BusyOrder[] {
  const day = localDay(now, daysAgo);
  const rng = rngFor(`busy:${dayKey(day)}`);
  const liveFrom = now.getTime() - LIVE_SPAN_MS;
  const times = Array.from({ length: BUSY_ORDERS_PER_DAY }, () => withMillis(rng, serviceTime(rng, day)))
    .filter((t) => daysAgo > 0 || t.getTime() < liveFrom)
    .sort((a, b) => a.getTime() - b.getTime());
  const orders = times.map((t) => makeOrder(rng, shop.dishes, shop.tables, t, rng() < 0.08 ? 'cancelled' : 'completed'));
  if (daysAgo === 0) {
    const live = ACTIVE_NOW.map((_, i) => new Date(liveFrom + Math.floor(((i + rng()) / ACTIVE_NOW.length) * (LIVE_SPAN_MS - MINUTE))));
    live.forEach((t, i) => orders.push(makeOrder(rng, shop.dishes, shop.tables, t, ACTIVE_NOW[i] as OrderStatus)));
  }
  const key = dayKey(day).replaceAll('-', '');
  return orders.map((order, i) => finish({ ...order, id: `busy-${key}-${String(i + 1).padStart(4, '0')}` }, rng, now, shop.staff));
}

const rollupOrder = (order: BusyOrder): RollupOrder => ({
  status: order.status,
  createdAt: order.createdAt.getTime(),
  items: order.items,
  totalAmount: order.totalAmount,
  sellerNotes: order.sellerNotes,
  statusHistory: (order.statusHistory ?? []).map((line) => ({ to: line.to, at: line.at.getTime(), ...(line.reason ? { reason: line.reason } : {}) })),
});

function rollupsOf(orders: readonly BusyOrder[], timeZone: string): BusyRollup[] {
  const stamp = Math.max(...orders.map((o) => o.updatedAt.getTime()));
  return [...dailyStatsFromOrders(orders.map(rollupOrder), timeZone).values()].map((stats) => ({ stats, updatedAt: new Date(stamp + 1) }));
}

/** The busy store's days for the instant `now`, in the process's time zone (the store's). */
export function busyDays(now: Date, shop: Shop, timeZone: string): BusyDays {
  const orders: BusyOrder[] = [];
  const rollups: BusyRollup[] = [];
  for (let daysAgo = ORDER_WINDOW_DAYS + ROLLUP_DAYS_BEFORE_WINDOW; daysAgo >= 0; daysAgo--) {
    const day = dayOrders(daysAgo, now, shop);
    rollups.push(...rollupsOf(day, timeZone));
    if (daysAgo <= ORDER_WINDOW_DAYS) orders.push(...day);
  }
  const active = orders.filter((o) => o.status !== 'completed' && o.status !== 'cancelled').map((o) => o.id);
  return { orders, active, rollups };
}
