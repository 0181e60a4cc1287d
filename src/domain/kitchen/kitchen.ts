// The kitchen board's rules: which column a ticket sits in,
// the all-day count, the age colour, which orders are new to a board, and the
// stack of moves 'Recall' undoes. Pure, so the board only draws.
import type { Order } from '../shared/entities';
import type { OrderStatus } from '../orders/orders';

export type KitchenColumn = 'new' | 'inProgress' | 'ready';
export const KITCHEN_COLUMNS: readonly KitchenColumn[] = ['new', 'inProgress', 'ready'];

const COLUMN_OF: Partial<Record<OrderStatus, KitchenColumn>> = {
  pending: 'new',
  confirmed: 'inProgress',
  preparing: 'inProgress',
  ready: 'ready',
};

/** The board's column of a status; null for orders off the board (completed, cancelled, out for delivery). */
export function kitchenColumn(status: OrderStatus): KitchenColumn | null {
  return COLUMN_OF[status] ?? null;
}

/** Orders per column, oldest first: the kitchen works the longest wait first. */
export function groupKitchenColumns<T extends Pick<Order, 'status' | 'createdAt'>>(orders: readonly T[]): Record<KitchenColumn, T[]> {
  const columns: Record<KitchenColumn, T[]> = { new: [], inProgress: [], ready: [] };
  for (const order of orders) {
    const column = kitchenColumn(order.status);
    if (column) columns[column].push(order);
  }
  for (const column of KITCHEN_COLUMNS) columns[column].sort((a, b) => a.createdAt - b.createdAt);
  return columns;
}

export interface AllDayLine {
  name: string;
  quantity: number;
  /** The menu item the line's dish came from (the first named), which '86' marks sold out. */
  menuItemId?: string;
}

/**
 * The all-day count: every dish still to cook (tickets in progress, i.e.
 * confirmed or preparing), by name with the quantities summed, most first.
 */
export function allDayCounts(orders: readonly Pick<Order, 'status' | 'items'>[], unnamed: string): AllDayLine[] {
  const totals = new Map<string, AllDayLine>();
  for (const order of orders) {
    if (kitchenColumn(order.status) !== 'inProgress') continue;
    for (const item of order.items) {
      const name = item.name?.trim() || unnamed;
      const line = totals.get(name) ?? { name, quantity: 0 };
      line.quantity += item.quantity;
      if (!line.menuItemId && item.menuItemId) line.menuItemId = item.menuItemId;
      totals.set(name, line);
    }
  }
  return [...totals.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** The menu's sold-out ('86'd) items, by name: the board lists them with the way back. */
export function soldOutItems<T extends { name: string; isAvailable: boolean }>(items: readonly T[]): T[] {
  return items.filter((i) => !i.isAvailable).sort((a, b) => a.name.localeCompare(b.name));
}

export interface AgeThresholds {
  /** Minutes after which a ticket turns amber. */
  amber: number;
  /** Minutes after which a ticket turns red. */
  red: number;
}
export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { amber: 5, red: 10 };
const MAX_THRESHOLD_MINUTES = 240;

export type AgeColour = 'normal' | 'amber' | 'red';

export function ageColour(ageMs: number, thresholds: AgeThresholds): AgeColour {
  const minutes = ageMs / 60_000;
  if (minutes >= thresholds.red) return 'red';
  if (minutes >= thresholds.amber) return 'amber';
  return 'normal';
}

/** A ticket's age: 'mm:ss' for the first hour, then whole minutes ('75 min'). */
export function formatTicketAge(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds >= 3600) return `${Math.floor(seconds / 60)} min`;
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

const wholeMinutes = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_THRESHOLD_MINUTES ? n : null;
};

/**
 * Thresholds as the user typed or stored them: whole minutes 1–240 with amber
 * before red; anything else keeps the previous value of that field.
 */
export function parseAgeThresholds(input: { amber?: unknown; red?: unknown }, previous: AgeThresholds = DEFAULT_AGE_THRESHOLDS): AgeThresholds {
  const amber = wholeMinutes(input.amber) ?? previous.amber;
  const red = wholeMinutes(input.red) ?? previous.red;
  return amber < red ? { amber, red } : previous;
}

/** Orders created this long before the board opened still count as news (clock skew between device and server). */
export const NEW_ORDER_SLACK_MS = 60_000;

/**
 * The orders new to a board: on the board now, not seen before, and created
 * after the board opened (less NEW_ORDER_SLACK_MS). The first load (`seen`
 * null) is history, not news; so are older orders a device's first sync brings
 * in pages after the first load.
 */
export function newOrderIds(
  seen: ReadonlySet<string> | null,
  orders: readonly Pick<Order, 'id' | 'status' | 'createdAt'>[],
  openedAt: number,
): string[] {
  if (seen === null) return [];
  const since = openedAt - NEW_ORDER_SLACK_MS;
  return orders.filter((o) => kitchenColumn(o.status) !== null && !seen.has(o.id) && o.createdAt >= since).map((o) => o.id);
}

export interface KitchenMove {
  orderId: string;
  /** The status the order had before the tap, which Recall sets again. */
  from: OrderStatus;
  to: OrderStatus;
}
export const RECALL_DEPTH = 5;

/** The last moves, newest last, at most RECALL_DEPTH. */
export function pushMove(moves: readonly KitchenMove[], move: KitchenMove): KitchenMove[] {
  return [...moves, move].slice(-RECALL_DEPTH);
}

/** The move Recall undoes next (the newest) and the stack after it. */
export function popMove(moves: readonly KitchenMove[]): { move: KitchenMove | null; rest: KitchenMove[] } {
  if (moves.length === 0) return { move: null, rest: [] };
  return { move: moves[moves.length - 1]!, rest: moves.slice(0, -1) };
}
