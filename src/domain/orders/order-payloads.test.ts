import { describe, expect, it } from 'vitest';
import { parsePayload } from '../shared/payload-schema';
import { ORDER_PAYLOADS } from './commands';

const orderId = 'o1';
const refusalOf = (type: keyof typeof ORDER_PAYLOADS, data: Record<string, unknown>) => {
  try {
    parsePayload(ORDER_PAYLOADS[type], data);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('the order payloads, as the Functions parse them', () => {
  it('reads doc 2\'s `status` as doc 1\'s `newStatus`, an advance when no mode is named, and ignores other fields', () => {
    expect(parsePayload(ORDER_PAYLOADS['order.updateStatus'], { orderId, status: 'confirmed', totalAmount: 0, sellerNotes: null }))
      .toEqual({ orderId, newStatus: 'confirmed', mode: 'advance' });
    expect(parsePayload(ORDER_PAYLOADS['order.bulkUpdateStatus'], { orderIds: [orderId], newStatus: 'ready', status: 5 }))
      .toEqual({ orderIds: [orderId], newStatus: 'ready' });
    expect(parsePayload(ORDER_PAYLOADS['order.createExample'], {})).toEqual({});
  });

  it.each([
    ['order.updateStatus', { orderId, newStatus: 'x'.repeat(1000) }, `Invalid order status: ${'x'.repeat(40)}`],
    ['order.updateStatus', { orderId, newStatus: { status: 'confirmed' } }, 'Invalid order status: [object Object]'],
    ['order.updateStatus', { orderId }, 'Invalid order status: undefined'],
    ['order.updateStatus', { orderId: ['a'], newStatus: 'confirmed' }, 'Failed to update order status. Please try again.'],
    ['order.updateStatus', { newStatus: 'confirmed' }, 'Failed to update order status. Please try again.'],
    ['order.updateStatus', { orderId, newStatus: 'confirmed', mode: 'jump' }, "The status change mode must be 'advance' or 'set'."],
    ['order.updateStatus', { orderId, newStatus: 'confirmed', mode: null }, "The status change mode must be 'advance' or 'set'."],
    ['order.updateStatus', { orderId, newStatus: 'confirmed', sellerNotes: 5 }, 'The order could not be read. Please refresh the page and try again.'],
    ['order.bulkUpdateStatus', { orderIds: [], newStatus: 'ready' }, 'No orders selected or store not found'],
    ['order.bulkUpdateStatus', { orderIds: Array.from({ length: 10_000 }, (_, i) => `o${i}`), newStatus: 'ready' }, 'Bulk order changes are limited to 50 orders at a time.'],
    ['order.bulkUpdateStatus', { orderIds: [orderId, orderId], newStatus: 'ready' }, 'Failed to update orders. Please try again.'],
    ['order.bulkUpdateStatus', { orderIds: 'all', newStatus: 'ready' }, 'Failed to update orders. Please try again.'],
    ['order.bulkDelete', { orderIds: Array.from({ length: 51 }, (_, i) => `o${i}`) }, 'Bulk order changes are limited to 50 orders at a time.'],
    ['order.bulkDelete', { orderIds: [{}] }, 'Failed to delete orders. Please try again.'],
    ['order.createExample', { orderId: null }, 'Failed to add example order. Please try again.'],
  ] as const)('%s %j → %s', (type, data, message) => {
    expect(refusalOf(type, data)).toBe(message);
  });
});
