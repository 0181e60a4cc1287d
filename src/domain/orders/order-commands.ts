// Builds order commands from what the user asked, checked by the same rules
// the Functions apply (status-change.ts), against the orders the user sees:
// a command the server would certainly refuse is never queued. The server
// checks again against the order as it is then (another device may have
// moved it), and a refusal rolls the change back with the spec's words.
import type { Command } from '../sync/commands';
import type { NewIds } from '../shared/ids';
import type { Order } from '../shared/entities';
import { MESSAGES } from '../shared/messages';
import { ORDER_BULK_LIMIT } from './order-limits';
import type { OrderStatus } from './orders';
import type { Refusal } from './refusal';
import type { ValidationResult } from '../shared/validation-result';
import { planBulkStatusChange, planStatusChange, type StatusChangeMode } from './status-change';

type ViewedOrder = Pick<Order, 'id' | 'status' | 'sellerNotes'>;

type Built<T> = ValidationResult<T, 'form' | 'reason'>;

/** Like the other builders: field errors for the screens; a missing reason is the reason field's. */
function rejected(refusal: Pick<Refusal, 'message'>): { ok: false; errors: Partial<Record<'form' | 'reason', string>> } {
  const field = refusal.message === MESSAGES.orders.reasonRequired ? 'reason' : 'form';
  return { ok: false, errors: { [field]: refusal.message } };
}

const find = (view: readonly ViewedOrder[], orderId: string) => view.find((o) => o.id === orderId);

/**
 * One order's status. 'advance' for quick actions and the board's taps,
 * 'set' for the change-status dialog (owners and managers: `canSetAny`).
 * A cancel passes its reason as `sellerNotes`.
 */
export function updateOrderStatusCommand(
  orderId: string,
  to: OrderStatus,
  options: { mode: StatusChangeMode; sellerNotes?: string; canSetAny: boolean },
  view: readonly ViewedOrder[],
  ids: NewIds,
): Built<Command<'order.updateStatus'>> {
  const order = find(view, orderId);
  if (!order) return rejected({ message: MESSAGES.orders.notFound(orderId) });
  const planned = planStatusChange(order, { to, mode: options.mode, sellerNotes: options.sellerNotes, canSetAny: options.canSetAny });
  if (!planned.ok) return rejected(planned);
  if (planned.value === null) return rejected({ message: MESSAGES.orders.noneUpdatable });
  const { sellerNotes } = planned.value.patch;
  const payload: Command<'order.updateStatus'>['payload'] = {
    orderId,
    newStatus: to,
    mode: options.mode,
    ...(sellerNotes !== undefined && sellerNotes !== '' ? { sellerNotes } : {}),
  };
  return { ok: true, value: { id: ids.commandId, type: 'order.updateStatus', storeId: ids.storeId, payload } };
}

/** The bulk bar: orders already in the status are skipped; none left is the spec's refusal. */
export function bulkUpdateOrderStatusCommand(
  orderIds: readonly string[],
  to: OrderStatus,
  options: { sellerNotes?: string; canSetAny: boolean },
  view: readonly ViewedOrder[],
  ids: NewIds,
): Built<Command<'order.bulkUpdateStatus'>> {
  const byId = new Map(view.map((o) => [o.id, o]));
  const planned = planBulkStatusChange(orderIds, byId, { to, sellerNotes: options.sellerNotes, canSetAny: options.canSetAny });
  if (!planned.ok) return rejected(planned);
  const reason = planned.value.changes[0]?.patch.status === 'cancelled' ? planned.value.changes[0].patch.sellerNotes : undefined;
  const payload: Command<'order.bulkUpdateStatus'>['payload'] = {
    orderIds: planned.value.changes.map((c) => c.id),
    newStatus: to,
    ...(reason !== undefined ? { sellerNotes: reason } : options.sellerNotes?.trim() ? { sellerNotes: options.sellerNotes.trim() } : {}),
  };
  return { ok: true, value: { id: ids.commandId, type: 'order.bulkUpdateStatus', storeId: ids.storeId, payload } };
}

export function bulkDeleteOrdersCommand(
  orderIds: readonly string[],
  view: readonly ViewedOrder[],
  ids: NewIds,
): Built<Command<'order.bulkDelete'>> {
  const present = orderIds.filter((id) => find(view, id));
  if (present.length === 0) return rejected({ message: MESSAGES.orders.noneSelected });
  if (present.length > ORDER_BULK_LIMIT) return rejected({ message: MESSAGES.orders.bulkLimit(ORDER_BULK_LIMIT) });
  return { ok: true, value: { id: ids.commandId, type: 'order.bulkDelete', storeId: ids.storeId, payload: { orderIds: [...new Set(present)] } } };
}

export function createExampleOrderCommand(ids: NewIds & { orderId: string }): Command<'order.createExample'> {
  return { id: ids.commandId, type: 'order.createExample', storeId: ids.storeId, payload: { orderId: ids.orderId } };
}
