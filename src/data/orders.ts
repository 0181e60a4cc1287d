// Orders for the screens (the orders page, the kitchen board): one hook reads
// them from the replica with the pending commands laid over, so how many a
// device keeps can change in one place; one hook queues the order commands.
import { useMemo } from 'react';
import type { Order } from '../domain/entities';
import { MESSAGES } from '../domain/messages';
import {
  bulkDeleteOrdersCommand,
  bulkUpdateOrderStatusCommand,
  createExampleOrderCommand,
  updateOrderStatusCommand,
} from '../domain/orders/order-commands';
import { overlayOrders, type ViewedOrder } from '../domain/orders/order-overlay';
import { newestFirst, orderFromDoc } from '../domain/orders/order-view';
import type { OrderStatus } from '../domain/orders/orders';
import type { PendingCommand } from '../domain/overlay';
import type { ReplicaDoc } from './replica/schemas';
import { useQueue, useReplicaView, type ActionErrors, type ListView } from './views/replica-view';

export type { ViewedOrder } from '../domain/orders/order-overlay';
export type OrdersView = ListView<ViewedOrder>;

function ordersOverlay(docs: ReplicaDoc[], entries: PendingCommand[]): ViewedOrder[] {
  const replica = docs.map((d) => ({ ...orderFromDoc(d), updatedAt: d.updatedAt }));
  return newestFirst(overlayOrders(replica, entries));
}

/** The current store's orders, newest first, live, with this device's pending changes. */
export function useOrders(): OrdersView {
  return useReplicaView('orders', ordersOverlay);
}

/**
 * Order commands, each built and checked by src/domain against the orders the
 * user sees. `canSetAny`: the user may set any status (OWNER or MANAGER).
 */
export function useOrderActions(orders: readonly Order[], canSetAny: boolean) {
  const queue = useQueue(MESSAGES.orders.updateStatusFailed);
  return useMemo(
    () => ({
      /** Quick actions and the board: forward along doc 1 §4.6 only. */
      advance: (orderId: string, to: OrderStatus, sellerNotes?: string): Promise<ActionErrors> =>
        queue((ids) => updateOrderStatusCommand(orderId, to, { mode: 'advance', sellerNotes, canSetAny }, orders, ids)),
      /** The change-status dialog: any status, backwards too. */
      set: (orderId: string, to: OrderStatus, sellerNotes?: string): Promise<ActionErrors> =>
        queue((ids) => updateOrderStatusCommand(orderId, to, { mode: 'set', sellerNotes, canSetAny }, orders, ids)),
      bulkSet: (orderIds: readonly string[], to: OrderStatus, sellerNotes?: string): Promise<ActionErrors> =>
        queue((ids) => bulkUpdateOrderStatusCommand(orderIds, to, { sellerNotes, canSetAny }, orders, ids)),
      bulkDelete: (orderIds: readonly string[]): Promise<ActionErrors> =>
        queue((ids) => bulkDeleteOrdersCommand(orderIds, orders, ids)),
      addExample: (): Promise<ActionErrors> =>
        queue((ids) => ({ ok: true, value: createExampleOrderCommand({ ...ids, orderId: crypto.randomUUID() }) })),
    }),
    [queue, orders, canSetAny],
  );
}
