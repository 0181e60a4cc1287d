// Daily rollups of a store's orders: stores/{storeId}/dailyStats,
// one day's figures spread over shard documents and folded back into one once
// the day has closed (rollup-shards.ts), kept by the order Functions in the same
// transaction as every order write, so analytics beyond the device's window
// of orders (a year of a busy store) is exact and works offline.
//
// Every figure is an integer (money in cents), so the Functions can keep a
// rollup with Firestore increments of (what the order counts for after the
// write) minus (what it counted for before), without reading it, and a
// recomputation from the raw orders gives the same numbers exactly.
import type { Order, OrderItem } from '../shared/entities';
import type { OrderStatus } from '../orders/orders';
import { storeMoment } from '../shared/store-day';

export interface Tally {
  orders: number;
  /** Order totals in cents. */
  revenueCents: number;
}

export interface ItemTally {
  /** The item's name on the newest order that counted it. */
  name: string;
  quantity: number;
  revenueCents: number;
}

export interface CancelTally {
  /** The reason as given ('' when none was). */
  reason: string;
  orders: number;
}

export interface DailyStats {
  /** The store day, 'YYYY-MM-DD' in the store's time zone (a folded day's document id; a shard's is `{day}_{shard}`). */
  id: string;
  /** Every order placed that day, by its current status (cancelled included, with its would-be total). */
  byStatus: Partial<Record<OrderStatus, Tally>>;
  /** By the store-local hour ('00'..'23') the order was placed: all orders, revenue without cancelled ones. */
  byHour: Record<string, Tally>;
  /** Sold items (cancelled orders left out), keyed by `itemKey`. */
  items: Record<string, ItemTally>;
  /** Orders that went from confirmed to ready, and the time it took them in all. */
  prep: { orders: number; totalMs: number };
  /** Cancelled orders by reason, keyed by `reasonKey`. */
  cancelReasons: Record<string, CancelTally>;
}

/** The fields of an order that its rollup depends on; history times in epoch ms. */
export interface RollupOrder extends Pick<Order, 'status' | 'createdAt' | 'items' | 'totalAmount'> {
  sellerNotes?: unknown;
  statusHistory?: readonly { to: OrderStatus; at: number; reason?: string }[];
}

/**
 * A stored order as the rollup rules read it, whatever its runtime's time type
 * (`toMillis` turns a Firestore Timestamp, a Date or a number into epoch ms,
 * null when it is none): the Functions and the scripts read orders through it.
 * Null when the order has no creation time.
 */
export function readRollupOrder(data: Readonly<Record<string, unknown>>, toMillis: (value: unknown) => number | null): RollupOrder | null {
  const createdAt = toMillis(data.createdAt);
  if (createdAt === null) return null;
  const history = Array.isArray(data.statusHistory) ? (data.statusHistory as Record<string, unknown>[]) : [];
  return {
    status: data.status as OrderStatus,
    createdAt,
    items: Array.isArray(data.items) ? (data.items as OrderItem[]) : [],
    totalAmount: data.totalAmount as number,
    sellerNotes: data.sellerNotes,
    statusHistory: history.map((entry) => ({
      to: entry.to as OrderStatus,
      at: toMillis(entry.at) ?? 0,
      ...(typeof entry.reason === 'string' ? { reason: entry.reason } : {}),
    })),
  };
}

/**
 * What one order adds to its day: numeric field paths of the rollup document
 * ('byStatus.ready.orders') with the amount, and the text fields it sets
 * ('items.abc.name'). Paths use only keys safe in a Firestore field path.
 */
export interface Contribution {
  date: string;
  counts: Record<string, number>;
  labels: Record<string, string>;
}

export function toCents(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** FNV-1a, base 36: a short stable key for free text (a name, a reason). */
function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The menu item id when it is one; otherwise a key made from the line's name. */
export function itemKey(item: Pick<OrderItem, 'menuItemId' | 'name'>): string {
  if (item.menuItemId && SAFE_ID.test(item.menuItemId)) return `i_${item.menuItemId}`;
  return `n_${textKey((item.name ?? '').trim().toLowerCase())}`;
}

export function reasonKey(reason: string): string {
  return `r_${textKey(reason.trim().toLowerCase())}`;
}

export function hourKey(hour: number): string {
  return String(hour).padStart(2, '0');
}

function lineCents(item: OrderItem): number {
  return toCents(item.price * item.quantity);
}

function orderCents(order: RollupOrder): number {
  if (typeof order.totalAmount === 'number' && Number.isFinite(order.totalAmount)) return toCents(order.totalAmount);
  return order.items.reduce((sum, item) => sum + lineCents(item), 0);
}

const PREPARED: readonly OrderStatus[] = ['ready', 'out_for_delivery', 'completed'];

/** Confirmed → ready, from the last confirmation to the first 'ready' after it; null when not (yet) prepared. */
export function prepTimeMs(order: Pick<RollupOrder, 'status' | 'statusHistory'>): number | null {
  if (!PREPARED.includes(order.status) || !order.statusHistory) return null;
  let confirmedAt: number | null = null;
  let readyAt: number | null = null;
  for (const entry of order.statusHistory) {
    if (entry.to === 'confirmed') {
      confirmedAt = entry.at;
      readyAt = null;
    } else if (entry.to === 'ready' && confirmedAt !== null && readyAt === null) {
      readyAt = entry.at;
    }
  }
  if (confirmedAt === null || readyAt === null || readyAt < confirmedAt) return null;
  return Math.round(readyAt - confirmedAt);
}

/** The reason a cancelled order was given: its last cancellation's, else its seller notes. */
export function cancelReason(order: Pick<RollupOrder, 'statusHistory' | 'sellerNotes'>): string {
  const cancellations = (order.statusHistory ?? []).filter((entry) => entry.to === 'cancelled');
  const last = cancellations[cancellations.length - 1];
  const reason = last?.reason ?? (typeof order.sellerNotes === 'string' ? order.sellerNotes : '');
  return reason.trim();
}

function add(counts: Record<string, number>, path: string, amount: number): void {
  if (amount !== 0) counts[path] = (counts[path] ?? 0) + amount;
}

/** What one order, as it is now, counts for in its store day. */
export function orderContribution(order: RollupOrder, timeZone: string): Contribution {
  const moment = storeMoment(order.createdAt, timeZone);
  const counts: Record<string, number> = {};
  const labels: Record<string, string> = {};
  const cents = orderCents(order);
  const cancelled = order.status === 'cancelled';
  add(counts, `byStatus.${order.status}.orders`, 1);
  add(counts, `byStatus.${order.status}.revenueCents`, cents);
  const hour = hourKey(moment.hour);
  add(counts, `byHour.${hour}.orders`, 1);
  if (!cancelled) add(counts, `byHour.${hour}.revenueCents`, cents);
  if (cancelled) {
    const reason = cancelReason(order);
    const key = reasonKey(reason);
    add(counts, `cancelReasons.${key}.orders`, 1);
    labels[`cancelReasons.${key}.reason`] = reason;
  } else {
    for (const item of order.items) {
      const key = itemKey(item);
      add(counts, `items.${key}.quantity`, item.quantity);
      add(counts, `items.${key}.revenueCents`, lineCents(item));
      labels[`items.${key}.name`] = (item.name ?? '').trim();
    }
  }
  const prep = prepTimeMs(order);
  if (prep !== null) {
    add(counts, 'prep.orders', 1);
    add(counts, 'prep.totalMs', prep);
  }
  return { date: moment.date, counts, labels };
}

/**
 * The increments one order write makes (before: the order before it, null when
 * placed; after: null when deleted), per store day. Unchanged figures are left
 * out, so a write that changes nothing analytics counts adds nothing.
 */
export function rollupDelta(before: RollupOrder | null, after: RollupOrder | null, timeZone: string): Contribution[] {
  const byDate = new Map<string, Contribution>();
  const entry = (date: string) => {
    let found = byDate.get(date);
    if (!found) {
      found = { date, counts: {}, labels: {} };
      byDate.set(date, found);
    }
    return found;
  };
  if (before) {
    const old = orderContribution(before, timeZone);
    const target = entry(old.date);
    for (const [path, amount] of Object.entries(old.counts)) add(target.counts, path, -amount);
  }
  if (after) {
    const now = orderContribution(after, timeZone);
    const target = entry(now.date);
    for (const [path, amount] of Object.entries(now.counts)) add(target.counts, path, amount);
    Object.assign(target.labels, now.labels);
  }
  for (const delta of byDate.values()) {
    for (const [path, amount] of Object.entries(delta.counts)) if (amount === 0) delete delta.counts[path];
  }
  return [...byDate.values()].filter((delta) => Object.keys(delta.counts).length > 0);
}

export function emptyDailyStats(date: string): DailyStats {
  return { id: date, byStatus: {}, byHour: {}, items: {}, prep: { orders: 0, totalMs: 0 }, cancelReasons: {} };
}

/** Adds a contribution to a rollup in place, the way Firestore's increments and sets would. */
function addContribution(stats: DailyStats, contribution: Omit<Contribution, 'date'>): void {
  const root = stats as unknown as Record<string, unknown>;
  const at = (path: string) => {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node = root;
    for (const key of keys) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    return { node, last };
  };
  for (const [path, amount] of Object.entries(contribution.counts)) {
    const { node, last } = at(path);
    node[last] = (typeof node[last] === 'number' ? node[last] : 0) + amount;
  }
  for (const [path, text] of Object.entries(contribution.labels)) {
    const { node, last } = at(path);
    node[last] = text;
  }
}

/** Applies a contribution to a copy of a rollup the way Firestore's increments and sets would. */
export function applyContribution(stats: DailyStats, contribution: Omit<Contribution, 'date'>): DailyStats {
  const next = structuredClone(stats);
  addContribution(next, contribution);
  return next;
}

/** The rollups a store's orders make, recomputed from scratch (backfill, tests, the device's window). */
export function dailyStatsFromOrders(orders: readonly RollupOrder[], timeZone: string): Map<string, DailyStats> {
  const days = new Map<string, DailyStats>();
  // In place: a copy per order (applyContribution) made 10,000 orders take seconds.
  for (const order of orders) {
    const contribution = orderContribution(order, timeZone);
    let day = days.get(contribution.date);
    if (!day) {
      day = emptyDailyStats(contribution.date);
      days.set(contribution.date, day);
    }
    addContribution(day, contribution);
  }
  return days;
}

const mapOf = <T>(value: unknown): Record<string, T> =>
  typeof value === 'object' && value !== null ? (structuredClone(value) as Record<string, T>) : {};

/** The store day of a rollup document id: `{day}` (a folded day) or `{day}_{shard}` (rollup-shards.ts). */
export function rollupDayOfId(docId: string): string {
  const cut = docId.indexOf('_');
  return cut < 0 ? docId : docId.slice(0, cut);
}

/**
 * A stored rollup document (Firestore's or the replica's copy) without its
 * replication fields, its `id` the store day it counts for: a shard's id is
 * not its day. Sum a day's documents with `dailyStatsByDay` before reading figures.
 */
export function readDailyStats(docId: string, data: Readonly<Record<string, unknown>>): DailyStats {
  const prep = mapOf<unknown>(data.prep);
  return {
    id: typeof data.date === 'string' ? data.date : rollupDayOfId(docId),
    byStatus: mapOf<Tally>(data.byStatus),
    byHour: mapOf<Tally>(data.byHour),
    items: mapOf<ItemTally>(data.items),
    prep: { orders: Number(prep.orders ?? 0), totalMs: Number(prep.totalMs ?? 0) },
    cancelReasons: mapOf<CancelTally>(data.cancelReasons),
  };
}

function pruneZeros(node: Record<string, unknown>): boolean {
  let empty = true;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'object' && value !== null) {
      if (pruneZeros(value as Record<string, unknown>)) delete node[key];
      else empty = false;
    } else if (value === 0) {
      // A figure back at 0 (an order's revenue left its hour when it was cancelled) is no figure.
      delete node[key];
    } else if (typeof value === 'number') {
      empty = false;
    }
  }
  return empty;
}

/**
 * A rollup without the tallies that came back to zero (an order that moved on
 * leaves `byStatus.pending` at 0 in Firestore, where a recomputation has none),
 * so two rollups of the same orders compare equal. Labels of pruned tallies go with them.
 */
export function comparableDailyStats(stats: DailyStats): DailyStats {
  const copy = structuredClone(stats) as unknown as Record<string, unknown>;
  const { id } = stats;
  delete copy.id;
  pruneZeros(copy);
  return { ...emptyDailyStats(id), ...(copy as Partial<DailyStats>), id };
}
