// The seller's order commands, declared once: payload, callable, description,
// touched rows, absorption and how each shows before it lands. Built by ./order-commands.ts; the rules they
// follow are ./status-change.ts's. (placeOrderSecure is the customer's, no command.)
import { IN_NO_LIST, type CommandSpecs, type Landing, type ListEdit, type ViewedOrder } from '../shared/command-spec';
import type { OrderStatus } from '../shared/order-status';
import { planStatusChange, type StatusChangeMode } from './status-change';
import { ORDER_FUNCTIONS } from './functions';

export interface OrderPayloads {
  /**
   * One order's status (doc 1 §7.1's names). `mode` says which rule applies
   * (src/domain/orders/status-change.ts); sellerNotes carries a cancel reason.
   */
  'order.updateStatus': { orderId: string; newStatus: OrderStatus; mode: StatusChangeMode; sellerNotes?: string };
  /** The bulk bar: sets any status on up to 50 orders, in one command. */
  'order.bulkUpdateStatus': { orderIds: string[]; newStatus: OrderStatus; sellerNotes?: string };
  /** Tombstones up to 50 orders. */
  'order.bulkDelete': { orderIds: string[] };
  /** 'Add Example Order'; the id is client-made so the order can show before it lands. */
  'order.createExample': { orderId: string };
}

/** Orders are judged by their stamps, each one: a bulk change skips some. */
const stampedOrders = (ids: readonly string[], at: Landing) => ids.every((id) => at.stamped(at.replica.orders?.get(id)));
const spaced = (status: OrderStatus) => status.replace(/_/g, ' ');

/**
 * A status change laid over an order as the server plans it, against the
 * order as this device sees it then: a change another device made first wins
 * here as it will on the server, and one the rules refuse shows nothing.
 */
function showStatus(list: ListEdit<ViewedOrder>, id: string, to: OrderStatus, mode: StatusChangeMode, sellerNotes: string | undefined): void {
  const order = list.get(id);
  if (!order || !list.open(id)) return;
  const planned = planStatusChange(order, { to, mode, sellerNotes, canSetAny: true });
  if (!planned.ok || planned.value === null) return;
  const { patch, entry } = planned.value;
  // The history shows the change at once, as this device's ('you') until the server's line, with the name, is pulled.
  const line = { ...entry, at: list.queuedAt ?? order.createdAt, by: '', local: true };
  const next: ViewedOrder = { ...order, status: patch.status, statusHistory: [...(order.statusHistory ?? []), line] };
  if (patch.sellerNotes !== undefined) {
    if (patch.sellerNotes) next.sellerNotes = patch.sellerNotes;
    else delete next.sellerNotes;
  }
  list.put(next);
}

export const ORDER_COMMANDS: CommandSpecs<OrderPayloads> = {
  'order.updateStatus': {
    callable: ORDER_FUNCTIONS.updateOrderStatusSecure,
    permission: () => 'kitchen',
    describe: (c) => `Set order ${c.payload.orderId.slice(0, 8)} to ${spaced(c.payload.newStatus)}`,
    touches: (c) => ({ orders: [c.payload.orderId] }),
    absorbed: (c, at) => stampedOrders([c.payload.orderId], at),
    overlay: {
      orders: (c, list) => showStatus(list, c.payload.orderId, c.payload.newStatus, c.payload.mode, c.payload.sellerNotes),
    },
  },
  'order.bulkUpdateStatus': {
    callable: ORDER_FUNCTIONS.bulkUpdateOrderStatusSecure,
    permission: () => 'orders',
    describe: (c) => `Set ${c.payload.orderIds.length} orders to ${spaced(c.payload.newStatus)}`,
    touches: (c) => ({ orders: c.payload.orderIds }),
    absorbed: (c, at) => stampedOrders(c.payload.orderIds, at),
    overlay: {
      orders: (c, list) => {
        for (const id of c.payload.orderIds) showStatus(list, id, c.payload.newStatus, 'set', c.payload.sellerNotes);
      },
    },
  },
  'order.bulkDelete': {
    callable: ORDER_FUNCTIONS.bulkDeleteOrdersSecure,
    permission: () => 'orderRecords',
    describe: (c) => `Delete ${c.payload.orderIds.length} orders`,
    touches: (c) => ({ orders: c.payload.orderIds }),
    // Deleted orders leave the replica; absence proves nothing: the TTL ends it.
    absorbed: () => false,
    overlay: {
      orders: (c, list) => {
        for (const id of c.payload.orderIds) list.delete(id);
      },
    },
  },
  'order.createExample': {
    callable: ORDER_FUNCTIONS.createExampleOrderSecure,
    permission: () => 'orderRecords',
    describe: () => 'Add an example order',
    touches: (c) => ({ orders: [c.payload.orderId] }),
    absorbed: (c, at) => stampedOrders([c.payload.orderId], at),
    // The server writes the example order; it shows once pulled.
    overlay: IN_NO_LIST,
  },
};
