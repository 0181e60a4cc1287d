// A guest's view of their order: stores/{storeId}/publicOrders/{token}, the
// spec's own collection, keyed by an unguessable token that placeOrderSecure
// makes and answers only to the guest. Written in the same transaction as
// every change of the order (functions/src/orders/order-write.ts), so the
// guest's page is never ahead of or behind the kitchen. It holds the status,
// items and totals, never the store's notes or who changed what.
import type { OrderFigures } from '../orders/pricing';
import type { OrderStatus } from '../shared/order-status';
import { tableNumberOf } from '../tables/table-id';

export interface PublicOrderLine {
  name: string;
  quantity: number;
  price: number;
  subtotal: number;
}

export interface PublicOrder extends OrderFigures {
  orderId: string;
  tableNumber: number;
  /** The order's status; 'removed' once the store deleted it. */
  status: OrderStatus | 'removed';
  items: PublicOrderLine[];
  customerNotes?: string;
  /** Epoch ms: when the order was placed. */
  createdAt: number;
}

/** The guest's own message and rating was sent (sendGuestMessageSecure): one per order. */
export const MESSAGE_SENT_FIELD = 'messageSent';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The public fields of a stored order (null: deleted, shown from the order before it).
 * `createdAt` is read by the caller's clock conversion (a Firestore Timestamp on the server).
 */
export function publicOrderOf(orderId: string, order: Readonly<Record<string, unknown>>, deleted: boolean, millis: (v: unknown) => number | null): PublicOrder {
  const items = (Array.isArray(order.items) ? order.items : []).map((raw): PublicOrderLine => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    return { name: typeof line.name === 'string' ? line.name : '', quantity: num(line.quantity), price: num(line.price), subtotal: num(line.subtotal) };
  });
  const notes = order.customerNotes;
  return {
    orderId,
    // The counter (0) when the order names no table.
    tableNumber: tableNumberOf(order.tableId) ?? 0,
    status: deleted ? 'removed' : (order.status as OrderStatus),
    items,
    subtotal: num(order.subtotal),
    taxRate: num(order.taxRate),
    taxAmount: num(order.taxAmount),
    gratuityRate: num(order.gratuityRate),
    gratuityAmount: num(order.gratuityAmount),
    totalAmount: num(order.totalAmount),
    ...(typeof notes === 'string' && notes !== '' ? { customerNotes: notes } : {}),
    createdAt: millis(order.createdAt) ?? 0,
  };
}

/** Whether the guest may still cancel: the store allows it and no one has confirmed the order. */
export function guestMayCancel(status: PublicOrder['status'], cancelBeforeConfirmed: boolean): boolean {
  return cancelBeforeConfirmed && status === 'pending';
}
