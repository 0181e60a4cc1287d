// Orders for the screens (the orders page, the kitchen board): one hook reads
// them from the replica with the pending commands laid over, so how many a
// device keeps can change in one place; one hook queues the order commands.
import { useMemo } from 'react';
import type { Order } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import {
  bulkDeleteOrdersCommand,
  bulkUpdateOrderStatusCommand,
  createExampleOrderCommand,
  updateOrderStatusCommand,
} from '../../domain/orders/order-commands';
import { overlayOrders, type ViewedOrder } from '../../domain/orders/order-overlay';
import { newestFirst, orderFromDoc } from '../../domain/orders/order-view';
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '../../domain/orders/orders';
import type { PendingCommand } from '../../domain/sync/overlay';
import type { ReplicaDoc } from '../replica/schemas';
import { useAheadOrders } from '../engine/EngineProvider';
import { useQueue, useReplicaView, type ActionErrors, type ListView, type ViewSelector } from '../views/replica-view';

export type { ViewedOrder } from '../../domain/orders/order-overlay';
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
 * The active orders and those placed since `sinceMs` (the dashboard's today
 * and the day before it), not the whole window: a first sync stores a page at
 * a time, and a view of every order would copy them all on each page.
 */
export function useOrdersSince(sinceMs: number): OrdersView {
  return useReplicaView('orders', ordersOverlay, activeOr({ createdAt: { $gte: sinceMs } }));
}

/** Every active order, whatever its age, and those `also` picks. */
const activeOr = (also: ViewSelector): ViewSelector => ({ $or: [{ status: { $in: [...ACTIVE_ORDER_STATUSES] } }, also] });

/** How far back the kitchen board keeps orders that left it: a bumped ticket can be recalled within this. */
export const KITCHEN_RECALL_HOURS = 12;

/**
 * The kitchen board's orders: every active order, and those changed in the
 * last KITCHEN_RECALL_HOURS (recalled tickets), not the whole window (13,000
 * orders for a busy store), which made every new order cost a copy of all.
 */
export function useKitchenOrders(): OrdersView {
  const selector = useMemo(() => kitchenOrdersSelector(Date.now()), []);
  const view = useReplicaView('orders', ordersOverlay, selector);
  const ahead = useAheadOrders();
  // A new device shows the active orders the server gave while its replica
  // opens and stores them (250 ms of a first ticket's 780 on the bench), then
  // the replica's view as soon as it holds them, with this device's pending
  // commands laid over: one queued before a reload, while the orders had never
  // caught up, shows from then (decisions.md, 'The board before the replica').
  return useMemo(() => (view.status === 'loading' && ahead ? { status: 'ready', rows: ordersOverlay([...ahead], []) } : view), [view, ahead]);
}

export function kitchenOrdersSelector(now: number): ViewSelector {
  return activeOr({ updatedAt: { $gt: now - KITCHEN_RECALL_HOURS * 3_600_000 } });
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
