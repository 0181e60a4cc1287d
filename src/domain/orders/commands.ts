// The seller's order commands, declared once: payload, callable, description,
// touched rows and absorption. Built by ./order-commands.ts; the rules they
// follow are ./status-change.ts's. (placeOrderSecure is the customer's, no command.)
import type { CommandSpecs, Landing } from '../command-spec';
import type { OrderStatus } from './order-status';
import type { StatusChangeMode } from './status-change';

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

export const ORDER_COMMANDS: CommandSpecs<OrderPayloads> = {
  'order.updateStatus': {
    callable: 'updateOrderStatusSecure',
    describe: (c) => `Set order ${c.payload.orderId.slice(0, 8)} to ${spaced(c.payload.newStatus)}`,
    touches: (c) => ({ orders: [c.payload.orderId] }),
    absorbed: (c, at) => stampedOrders([c.payload.orderId], at),
  },
  'order.bulkUpdateStatus': {
    callable: 'bulkUpdateOrderStatusSecure',
    describe: (c) => `Set ${c.payload.orderIds.length} orders to ${spaced(c.payload.newStatus)}`,
    touches: (c) => ({ orders: c.payload.orderIds }),
    absorbed: (c, at) => stampedOrders(c.payload.orderIds, at),
  },
  'order.bulkDelete': {
    callable: 'bulkDeleteOrdersSecure',
    describe: (c) => `Delete ${c.payload.orderIds.length} orders`,
    touches: (c) => ({ orders: c.payload.orderIds }),
    // Deleted orders leave the replica; absence proves nothing: the TTL ends it.
    absorbed: () => false,
  },
  'order.createExample': {
    callable: 'createExampleOrderSecure',
    describe: () => 'Add an example order',
    touches: (c) => ({ orders: [c.payload.orderId] }),
    absorbed: (c, at) => stampedOrders([c.payload.orderId], at),
  },
};
