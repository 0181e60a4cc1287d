// Orders for the screens (the orders page, the kitchen board): one hook reads
// them from the replica, so how many a device keeps can change in one place.
import type { Order } from '../domain/entities';
import { newestFirst, orderFromDoc } from '../domain/orders/order-view';
import type { PendingCommand } from '../domain/overlay';
import type { ReplicaDoc } from './replica/schemas';
import { useReplicaView, type ListView } from './views/replica-view';

export type OrdersView = ListView<Order>;

function ordersOverlay(docs: ReplicaDoc[], _entries: PendingCommand[]): Order[] {
  return newestFirst(docs.map(orderFromDoc));
}

/** The current store's orders, newest first, live. */
export function useOrders(): OrdersView {
  return useReplicaView('orders', ordersOverlay);
}
