// Order and customer-message generation for the demo world. Pure and deterministic:
// each calendar day draws from its own PRNG stream, so a past day looks the same
// whichever `now` the world is built for.

import { ORDER_STATUSES } from '../../src/domain/orders/orders.ts';
import { CANCEL_REASONS, CUSTOMER_NOTES, MESSAGE_TEMPLATES, SELLER_NOTES } from './demo-phrases.ts';
import { chance, fromCents, pick, pickWeighted, randInt, rngFor, toCents, type Rng } from './demo-random.ts';
import type { CustomerMessageDoc, HistoryCrew, MessageStatus, OrderDoc, OrderItem, OrderStatus, SeedActor } from './demo-types.ts';

export const ORDER_DAYS = 60;
export const OPEN_MINUTE = 11 * 60;
export const CLOSE_MINUTE = 22 * 60;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Today's orders, oldest first: every status appears, the live ones twice. */
const TODAY_STATUSES: readonly OrderStatus[] = [
  'completed', 'cancelled', 'out_for_delivery', 'ready', 'out_for_delivery', 'ready',
  'preparing', 'preparing', 'confirmed', 'confirmed', 'pending', 'pending',
];

export interface OrderableDish {
  id: string;
  name: string;
  price: number;
  weight: number;
}

/** Local midnight `daysAgo` days before the local day of `now`. */
export function localDay(now: Date, daysAgo: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
}

/** Local calendar key YYYY-MM-DD. */
export function dayKey(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function atMinute(day: Date, minute: number, second = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute, second);
}

/** A service-hours instant of a past day, weighted towards lunch and dinner rushes. */
export function serviceTime(rng: Rng, day: Date): Date {
  const r = rng();
  const minute =
    r < 0.4 ? randInt(rng, 11 * 60 + 30, 14 * 60) // lunch
    : r < 0.9 ? randInt(rng, 17 * 60, 21 * 60 + 30) // dinner
    : randInt(rng, OPEN_MINUTE, CLOSE_MINUTE - 1);
  return atMinute(day, minute, randInt(rng, 0, 59));
}

/**
 * Instants for today's orders: within opening hours but never later than `now`.
 * The first two are spread over the day; the rest (the live ones) fall in the last 90 minutes.
 */
function todayTimes(rng: Rng, now: Date, count: number): Date[] {
  const today = localDay(now, 0);
  const midnight = today.getTime();
  const end = Math.max(midnight, Math.min(atMinute(today, CLOSE_MINUTE).getTime(), now.getTime() - MINUTE));
  const start = Math.max(midnight, Math.min(atMinute(today, OPEN_MINUTE).getTime(), end - 3 * HOUR));
  const liveStart = Math.max(start, end - 90 * MINUTE);
  return Array.from({ length: count }, (_, i) => {
    const from = i < 2 ? start : liveStart;
    const t = from + Math.floor(rng() * (end - from + 1));
    return new Date(Math.max(midnight, Math.floor(t / 1000) * 1000));
  }).sort((a, b) => a.getTime() - b.getTime());
}

function orderLines(rng: Rng, dishes: readonly OrderableDish[]): OrderItem[] {
  const lineCount = pickWeighted(rng, [1, 2, 3, 4], (n) => [35, 35, 20, 10][n - 1] ?? 0);
  const pool = [...dishes];
  const lines: OrderItem[] = [];
  for (let i = 0; i < lineCount && pool.length > 0; i++) {
    const dish = pickWeighted(rng, pool, (d) => d.weight);
    pool.splice(pool.indexOf(dish), 1);
    const quantity = pickWeighted(rng, [1, 2, 3], (q) => [70, 22, 8][q - 1] ?? 0);
    lines.push({
      menuItemId: dish.id,
      name: dish.name,
      quantity,
      price: dish.price,
      subtotal: fromCents(toCents(dish.price) * quantity),
    });
  }
  return lines;
}

export function makeOrder(rng: Rng, dishes: readonly OrderableDish[], tableCount: number, createdAt: Date, status: OrderStatus): OrderDoc {
  const items = orderLines(rng, dishes);
  const order: OrderDoc = {
    id: '',
    status,
    tableId: `table_${randInt(rng, 1, tableCount)}`,
    items,
    totalAmount: fromCents(items.reduce((sum, line) => sum + toCents(line.subtotal), 0)),
    createdAt,
  };
  if (chance(rng, 0.2)) order.customerNotes = pick(rng, CUSTOMER_NOTES);
  if (status === 'cancelled') order.sellerNotes = pick(rng, CANCEL_REASONS);
  else if (chance(rng, 0.08)) order.sellerNotes = pick(rng, SELLER_NOTES);
  return order;
}

/**
 * Orders of the last ORDER_DAYS local days ending today: 3–9 a day (6–12 on
 * Fridays and Saturdays), 12 today covering every status. Ids 'ord-0001'…
 * in chronological order.
 */
export function generateOrders(now: Date, dishes: readonly OrderableDish[], tableCount: number, crew: HistoryCrew): OrderDoc[] {
  const orderable = dishes.filter((d) => d.weight > 0);
  const orders: OrderDoc[] = [];
  for (let daysAgo = ORDER_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = localDay(now, daysAgo);
    const rng = rngFor(`orders:${dayKey(day)}`);
    if (daysAgo === 0) {
      const times = todayTimes(rng, now, TODAY_STATUSES.length);
      times.forEach((t, i) => orders.push(makeOrder(rng, orderable, tableCount, t, TODAY_STATUSES[i] ?? 'pending')));
      continue;
    }
    const busy = day.getDay() === 5 || day.getDay() === 6;
    const count = busy ? randInt(rng, 6, 12) : randInt(rng, 3, 9);
    const times = Array.from({ length: count }, () => serviceTime(rng, day)).sort((a, b) => a.getTime() - b.getTime());
    for (const t of times) {
      orders.push(makeOrder(rng, orderable, tableCount, t, chance(rng, 0.08) ? 'cancelled' : 'completed'));
    }
  }
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  orders.forEach((o, i) => (o.id = `ord-${String(i + 1).padStart(4, '0')}`));
  for (const order of orders) order.statusHistory = statusHistory(order, now, crew);
  return orders;
}

/** Minutes each step takes after the one before (the kitchen's pace): [min, max]. */
const STEP_MINUTES: Readonly<Partial<Record<OrderStatus, [number, number]>>> = {
  confirmed: [1, 4],
  preparing: [1, 3],
  ready: [8, 25],
  out_for_delivery: [2, 6],
  completed: [5, 30],
  cancelled: [2, 10],
};

/** The steps the kitchen takes; the floor takes the rest. */
const KITCHEN_STEPS: ReadonlySet<OrderStatus> = new Set(['preparing', 'ready']);

/**
 * The lines a Function would have written as the order moved on: placed by
 * the customer, then each status up to its own, by a member of the crew
 * named as their member document names them (cancelled straight from
 * pending, with the reason). A step that would be in the future is squeezed
 * in before now, keeping the order.
 */
export function statusHistory(order: OrderDoc, now: Date, crew: HistoryCrew): NonNullable<OrderDoc['statusHistory']> {
  // Keyed by the placing time, not the id: a past day stays the same when the world is built a day later.
  const rng = rngFor(`history:${order.createdAt.getTime()}`);
  // Its own stream, so who did a step never moves when it happened.
  const whoRng = rngFor(`history-by:${order.createdAt.getTime()}`);
  const path = order.status === 'cancelled' ? ['cancelled' as const] : ORDER_PATH.slice(1, ORDER_PATH.indexOf(order.status) + 1);
  const start = order.createdAt.getTime();
  let t = start;
  const times = path.map((to) => {
    const [min, max] = STEP_MINUTES[to] ?? [1, 5];
    t += randInt(rng, min * 60, max * 60) * 1000;
    return t;
  });
  const last = times[times.length - 1] ?? start;
  const limit = Math.max(start, now.getTime() - MINUTE);
  const scale = last > limit ? (limit - start) / (last - start) : 1;
  const lines: NonNullable<OrderDoc['statusHistory']> = [{ from: null, to: 'pending', at: order.createdAt, by: 'customer' }];
  path.forEach((to, i) => {
    lines.push({
      from: lines[lines.length - 1]!.to,
      to,
      at: new Date(Math.floor(start + ((times[i] ?? start) - start) * scale)),
      ...author(pick(whoRng, KITCHEN_STEPS.has(to) ? crew.kitchen : crew.front)),
      ...(to === 'cancelled' && order.sellerNotes ? { reason: order.sellerNotes } : {}),
    });
  });
  return lines;
}

const author = (actor: SeedActor) => ({ by: actor.uid, ...(actor.name ? { byName: actor.name } : {}) });

/** The way an order goes when nothing goes wrong: the domain's statuses in order, without cancelled. */
const ORDER_PATH: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/** Newest first: four unread, then a mix of read and responded. */
const MESSAGE_STATUS_BY_AGE: readonly MessageStatus[] = [
  'new', 'new', 'new', 'new', 'read', 'responded', 'responded', 'read', 'responded', 'read', 'responded', 'responded',
];

const clampTo = (d: Date, now: Date): Date => (d.getTime() > now.getTime() ? new Date(now.getTime()) : d);

/** About a dozen guest messages over the last 10 days, most tied to a real order. */
export function generateMessages(now: Date, orders: readonly OrderDoc[], sellerId: string, tableCount: number): CustomerMessageDoc[] {
  const rng = rngFor(`messages:${dayKey(localDay(now, 0))}`);
  const messages = MESSAGE_TEMPLATES.map((tpl, i): CustomerMessageDoc => {
    const daysAgo = i < 3 ? randInt(rng, 0, 1) : randInt(rng, 0, 9);
    const day = localDay(now, daysAgo);
    const sameDay = orders.filter((o) => dayKey(o.createdAt) === dayKey(day) && o.createdAt.getTime() < now.getTime());
    const order = sameDay.length > 0 && chance(rng, 0.75) ? pick(rng, sameDay) : undefined;
    const at = order
      ? new Date(order.createdAt.getTime() + randInt(rng, 20, 90) * MINUTE)
      : atMinute(day, randInt(rng, OPEN_MINUTE + 30, CLOSE_MINUTE), randInt(rng, 0, 59));
    const customerInfo: CustomerMessageDoc['customerInfo'] = { name: tpl.name };
    if (tpl.email) customerInfo.email = tpl.email;
    if (tpl.phone) customerInfo.phone = tpl.phone;
    const msg: CustomerMessageDoc = {
      id: '',
      sellerId,
      tableId: order ? order.tableId : `table_${randInt(rng, 1, tableCount)}`,
      message: tpl.message,
      rating: tpl.rating,
      customerInfo,
      status: 'new',
      createdAt: clampTo(at, now),
    };
    if (order) msg.orderId = order.id;
    return msg;
  });
  messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  messages.forEach((m, i) => {
    m.status = MESSAGE_STATUS_BY_AGE[i] ?? 'read';
    if (m.status === 'new') return;
    m.readAt = clampTo(new Date(m.createdAt.getTime() + randInt(rng, 10, 240) * MINUTE), now);
    if (m.status === 'responded') {
      m.respondedAt = clampTo(new Date(m.readAt.getTime() + randInt(rng, 5, 120) * MINUTE), now);
    }
  });
  messages.reverse();
  messages.forEach((m, i) => (m.id = `msg-${String(i + 1).padStart(4, '0')}`));
  return messages;
}
