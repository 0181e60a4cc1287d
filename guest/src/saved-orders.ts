// The orders this phone sent from a table, by link: their tokens are the
// guest's only key to them (stores/{storeId}/publicOrders/{token}). A list,
// so a second round from the same table keeps the first.
import { readJson, writeJson } from './storage';

export interface SavedOrder {
  token: string;
  storeId: string;
  orderId: string;
  /** Epoch ms, this phone's clock. */
  placedAt: number;
}

/** Kept a day: the next visit to the restaurant starts from the menu, not yesterday's order. */
export const SAVED_ORDER_MS = 24 * 60 * 60 * 1000;
/** Opened at once on a reload while this recent: the guest is waiting for it. */
export const OPEN_ORDER_MS = 3 * 60 * 60 * 1000;
const MAX_SAVED = 20;

const key = (linkId: string) => `guest.orders.${linkId}`;

/** The stored list, oldest first, without entries past SAVED_ORDER_MS or unreadable. */
export function parseSavedOrders(raw: unknown, now: number): SavedOrder[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((o): o is SavedOrder => typeof o === 'object' && o !== null
      && typeof o.token === 'string' && o.token !== '' && typeof o.storeId === 'string' && o.storeId !== ''
      && typeof o.orderId === 'string' && typeof o.placedAt === 'number' && now - o.placedAt < SAVED_ORDER_MS)
    .map(({ token, storeId, orderId, placedAt }) => ({ token, storeId, orderId, placedAt }))
    .slice(-MAX_SAVED);
}

/** The list with `order` added (a replayed answer names a token already kept: kept once). */
export function withOrder(orders: readonly SavedOrder[], order: SavedOrder): SavedOrder[] {
  return [...orders.filter((o) => o.token !== order.token), order].slice(-MAX_SAVED);
}

export function readSavedOrders(linkId: string, now: number): SavedOrder[] {
  return parseSavedOrders(readJson(key(linkId)), now);
}

export function writeSavedOrders(linkId: string, orders: readonly SavedOrder[]): void {
  writeJson(key(linkId), orders);
}
