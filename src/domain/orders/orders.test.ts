import { describe, expect, it } from 'vitest';
import type { Order } from '../shared/entities';
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_STATUSES,
  allowedTransitions,
  canCancel,
  canTransition,
  formatStatusLabel,
  isActiveStatus,
  isOrderStatus,
  manualStatusOptions,
  nextQuickAction,
  orderTotal,
  shortOrderId,
  statusChangePatch,
  transitionError,
  validateOrder,
  type OrderStatus,
} from './orders';

function order(id: string, status: OrderStatus, extra: Partial<Order> = {}): Order {
  return { id, status, createdAt: 0, items: [{ price: 5, quantity: 2 }], ...extra };
}

describe('statuses', () => {
  it('has the seven statuses and five active ones', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled',
    ]);
    expect(ACTIVE_ORDER_STATUSES).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery']);
    expect(isActiveStatus('completed')).toBe(false);
    expect(isActiveStatus('cancelled')).toBe(false);
    expect(isActiveStatus('out_for_delivery')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus('ready')).toBe(true);
  });
});

describe('transition table (doc 1 §4.6)', () => {
  // "from -> allowed"; every other pair is rejected.
  const table: Array<[OrderStatus, OrderStatus[]]> = [
    ['pending', ['confirmed', 'cancelled']],
    ['confirmed', ['preparing', 'cancelled']],
    ['preparing', ['ready', 'cancelled']],
    ['ready', ['out_for_delivery', 'completed', 'cancelled']],
    ['out_for_delivery', ['completed', 'cancelled']],
    ['completed', []],
    ['cancelled', []],
  ];
  it.each(table)('%s -> %j', (from, allowed) => {
    expect(allowedTransitions(from)).toEqual(allowed);
    for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(allowed.includes(to));
  });

  it('explains a rejected transition with the allowed list', () => {
    expect(transitionError('pending', 'confirmed')).toBeNull();
    expect(transitionError('preparing', 'pending')).toBe(
      'Invalid status transition: preparing -> pending. Allowed transitions: ready, cancelled',
    );
  });
});

describe('quick actions (doc 2 §4)', () => {
  it.each([
    ['pending', 'confirmed', 'Confirm', 'Confirm'],
    ['confirmed', 'preparing', 'Prepare', 'Start Preparing'],
    ['preparing', 'ready', 'Ready', 'Mark as Ready'],
    ['ready', 'completed', 'Complete', 'Complete Order'],
    ['out_for_delivery', 'completed', 'Complete', 'Complete Order'],
  ] as const)('%s -> %s', (from, to, label, longLabel) => {
    expect(nextQuickAction(from)).toEqual({ to, label, longLabel });
  });

  it.each(['completed', 'cancelled'] as const)('none for %s', (status) => {
    expect(nextQuickAction(status)).toBeNull();
    expect(canCancel(status)).toBe(false);
  });

  it.each(ACTIVE_ORDER_STATUSES)('%s can be cancelled', (status) => {
    expect(canCancel(status)).toBe(true);
  });
});

describe('manual status changes', () => {
  it('offers every status, disables the current one, and routes cancelled to the reason dialog', () => {
    const options = manualStatusOptions('ready');
    expect(options.map((o) => o.status)).toEqual([...ORDER_STATUSES]);
    expect(options.filter((o) => o.disabled).map((o) => o.status)).toEqual(['ready']);
    expect(options.filter((o) => o.opensCancelDialog).map((o) => o.status)).toEqual(['cancelled']);
    expect(options.find((o) => o.status === 'out_for_delivery')?.label).toBe('Out for delivery');
  });

  it('allows moving backwards, and cancelled -> pending clears sellerNotes', () => {
    expect(statusChangePatch('cancelled', 'pending')).toEqual({ status: 'pending', sellerNotes: '' });
    expect(statusChangePatch('ready', 'confirmed')).toEqual({ status: 'confirmed' });
    expect(statusChangePatch('cancelled', 'ready')).toEqual({ status: 'ready' });
  });
});

describe('validateOrder (doc 1 §5)', () => {
  it('accepts a good order, including a zero total', () => {
    expect(validateOrder(order('a', 'pending', { totalAmount: 0 })).ok).toBe(true);
  });

  it.each([
    [{ totalAmount: -0.01 }, 'totalAmount', 'Order total amount cannot be negative'],
    [{ items: [] }, 'items', 'Order must have at least one item'],
    [{ status: 'shipped' }, 'status', 'Invalid order status: shipped'],
  ])('%j', (patch, field, message) => {
    const result = validateOrder({ ...order('a', 'pending'), ...patch });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('orderTotal', () => {
  it.each([
    [{ totalAmount: 12.5, items: [{ price: 1, quantity: 1 }] }, 12.5],
    [{ items: [{ price: 2.5, quantity: 2 }, { price: 0.1, quantity: 3 }] }, 5.3],
    [{ items: [] }, 0],
    [{ totalAmount: 0, items: [{ price: 9, quantity: 1 }] }, 0],
  ])('%j -> %d', (input, expected) => {
    expect(orderTotal(input)).toBe(expected);
  });
});

describe('labels and ids', () => {
  it.each([
    ['pending', 'Pending'],
    ['out_for_delivery', 'Out for delivery'],
    ['cancelled', 'Cancelled'],
  ])('%s -> %s', (status, label) => {
    expect(formatStatusLabel(status)).toBe(label);
  });

  it('shows the first 8 characters of an order id', () => {
    expect(shortOrderId('abcdefghijkl')).toBe('abcdefgh');
    expect(shortOrderId('abc')).toBe('abc');
  });
});
