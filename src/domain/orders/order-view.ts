// An order as the screens show it: a replicated document made whole (the
// documented defaults), its table as a person reads it, newest first.
import type { Order, OrderItem } from '../shared/entities';
import { isOrderStatus } from './orders';
import { readStatusHistory } from './status-history';

/** A stored order document, timestamps already epoch ms (the replica's form). */
export type OrderDoc = { id: string } & Record<string, unknown>;

function toItem(raw: unknown): OrderItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const line = raw as Record<string, unknown>;
  const quantity = Number(line.quantity);
  const price = Number(line.price);
  if (!Number.isFinite(quantity) || !Number.isFinite(price)) return null;
  const item: OrderItem = { quantity, price, subtotal: Number.isFinite(Number(line.subtotal)) ? Number(line.subtotal) : Math.round(quantity * price * 100) / 100 };
  if (typeof line.menuItemId === 'string') item.menuItemId = line.menuItemId;
  if (typeof line.name === 'string') item.name = line.name;
  return item;
}

/** The server writes every order; a field it left out (older data) gets a safe default here. */
export function orderFromDoc(doc: OrderDoc): Order {
  const order: Order = {
    id: doc.id,
    status: isOrderStatus(doc.status) ? doc.status : 'pending',
    createdAt: typeof doc.createdAt === 'number' ? doc.createdAt : 0,
    items: Array.isArray(doc.items) ? doc.items.flatMap((raw) => toItem(raw) ?? []) : [],
  };
  if (typeof doc.tableId === 'string') order.tableId = doc.tableId;
  if (typeof doc.tableLinkId === 'string') order.tableLinkId = doc.tableLinkId;
  if (typeof doc.customerNotes === 'string' && doc.customerNotes) order.customerNotes = doc.customerNotes;
  if (typeof doc.sellerNotes === 'string' && doc.sellerNotes) order.sellerNotes = doc.sellerNotes;
  if (typeof doc.totalAmount === 'number') order.totalAmount = doc.totalAmount;
  const history = readStatusHistory(doc.statusHistory);
  if (history) order.statusHistory = history;
  return order;
}

/** Newest first, as the orders screen lists them (doc 2 §7: createdAt descending). */
export function newestFirst<T extends Pick<Order, 'createdAt' | 'id'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

/** 'table_12' → 'Table 12'; anything else as it is; none → null. */
export function tableLabel(tableId: string | undefined): string | null {
  if (!tableId) return null;
  const match = /^table_(\d+)$/.exec(tableId);
  return match ? `Table ${match[1]}` : tableId;
}

/** The number of dishes on an order (quantities summed). */
export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
