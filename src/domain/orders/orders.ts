// Order status rules: the shared transition table (doc 1 §4.6), the data
// rules of the order service (doc 1 §5) and the orders screen's actions (doc 2 §4).
import type { Order } from '../shared/entities';
import { ORDER_ID_SHORT_LENGTH } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import type { ValidationResult } from '../shared/validation-result';
import { ORDER_STATUSES, type OrderStatus } from '../shared/order-status';

export { ORDER_STATUSES, type OrderStatus };

export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
];

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'completed', 'cancelled'],
  out_for_delivery: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

/** The order service's strict forward rule; the orders screen's manual dialog is wider. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isActiveStatus(status: OrderStatus): boolean {
  return ACTIVE_ORDER_STATUSES.includes(status);
}

/** null when allowed, else the spec's transition message. */
export function transitionError(from: OrderStatus, to: OrderStatus): string | null {
  return canTransition(from, to)
    ? null
    : MESSAGES.orders.invalidTransition(from, to, allowedTransitions(from));
}

export interface QuickAction {
  to: OrderStatus;
  /** Compact label of cards. */
  label: string;
  /** Label of the detail view. */
  longLabel: string;
}

// out_for_delivery is not on the spec's forward path, but it may move to
// completed (doc 1 §4.6), so the card offers the same Complete action.
const QUICK_ACTIONS: Partial<Record<OrderStatus, QuickAction>> = {
  pending: { to: 'confirmed', label: 'Confirm', longLabel: 'Confirm' },
  confirmed: { to: 'preparing', label: 'Prepare', longLabel: 'Start Preparing' },
  preparing: { to: 'ready', label: 'Ready', longLabel: 'Mark as Ready' },
  ready: { to: 'completed', label: 'Complete', longLabel: 'Complete Order' },
  out_for_delivery: { to: 'completed', label: 'Complete', longLabel: 'Complete Order' },
};

export function nextQuickAction(status: OrderStatus): QuickAction | null {
  return QUICK_ACTIONS[status] ?? null;
}

export function canCancel(status: OrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/** 'out_for_delivery' -> 'Out for delivery' */
export function formatStatusLabel(status: string): string {
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export interface ManualStatusOption {
  status: OrderStatus;
  label: string;
  disabled: boolean;
  /** Cancelling needs a reason, so it opens the cancel-reason dialog instead. */
  opensCancelDialog: boolean;
}

/** The change-status dialog offers every status, backwards too; the current one is disabled. */
export function manualStatusOptions(current: OrderStatus): ManualStatusOption[] {
  return ORDER_STATUSES.map((status) => ({
    status,
    label: formatStatusLabel(status),
    disabled: status === current,
    opensCancelDialog: status === 'cancelled',
  }));
}

export interface OrderStatusPatch {
  status: OrderStatus;
  /** Present ('') only when the notes must be cleared. */
  sellerNotes?: string;
}

/** Reopening a cancelled order clears the cancel reason kept in sellerNotes. */
export function statusChangePatch(from: OrderStatus, to: OrderStatus): OrderStatusPatch {
  return from === 'cancelled' && to === 'pending' ? { status: to, sellerNotes: '' } : { status: to };
}

type OrderField = 'totalAmount' | 'items' | 'status';

/** The order service's data rules (doc 1 §5). */
export function validateOrder(
  order: Pick<Order, 'items' | 'totalAmount'> & { status: string },
): ValidationResult<true, OrderField> {
  const errors: Partial<Record<OrderField, string>> = {};
  if (typeof order.totalAmount === 'number' && order.totalAmount < 0) {
    errors.totalAmount = MESSAGES.orders.negativeTotal;
  }
  if (order.items.length === 0) errors.items = MESSAGES.orders.noItems;
  if (!isOrderStatus(order.status)) errors.status = MESSAGES.orders.invalidStatus(order.status);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: true };
}

/** Stored total, or the sum of unit price x quantity, rounded to cents. */
export function orderTotal(order: Pick<Order, 'items' | 'totalAmount'>): number {
  if (typeof order.totalAmount === 'number' && Number.isFinite(order.totalAmount)) {
    return order.totalAmount;
  }
  const sum = order.items.reduce((acc, item) => acc + item.price * item.quantity, 0);
  return Math.round(sum * 100) / 100;
}

export function shortOrderId(id: string): string {
  return id.slice(0, ORDER_ID_SHORT_LENGTH);
}
