import { describe, expect, it } from 'vitest';
import {
  bulkDeleteOrdersCommand, bulkUpdateOrderStatusCommand, createExampleOrderCommand, updateOrderStatusCommand,
} from './order-commands';
import { COMMAND_CALLABLES, callDataOf, touchedIds } from '../sync/commands';

const ids = { commandId: 'cmd-1', storeId: 'store-1' };
const view = [
  { id: 'a', status: 'pending' as const },
  { id: 'b', status: 'cancelled' as const, sellerNotes: 'Left' },
];

describe('order command builders', () => {
  it('an advance the table forbids is never queued', () => {
    expect(updateOrderStatusCommand('a', 'ready', { mode: 'advance', canSetAny: true }, view, ids)).toEqual({
      ok: false,
      errors: { form: 'Invalid status transition: pending -> ready. Allowed transitions: confirmed, cancelled' },
    });
  });
  it("builds the callable's data: doc 1 §7.1's names plus the mode", () => {
    const built = updateOrderStatusCommand('a', 'confirmed', { mode: 'advance', canSetAny: true }, view, ids);
    expect(built.ok && callDataOf(built.value)).toEqual({ storeId: 'store-1', commandId: 'cmd-1', orderId: 'a', newStatus: 'confirmed', mode: 'advance' });
    expect(COMMAND_CALLABLES['order.updateStatus']).toBe('updateOrderStatusSecure');
  });
  it('a cancel without a reason is the reason field error; with one it carries it', () => {
    expect(updateOrderStatusCommand('a', 'cancelled', { mode: 'advance', canSetAny: true }, view, ids)).toEqual({ ok: false, errors: { reason: 'Reason is required.' } });
    const built = updateOrderStatusCommand('a', 'cancelled', { mode: 'advance', sellerNotes: 'Out of fish', canSetAny: true }, view, ids);
    expect(built.ok && built.value.payload).toMatchObject({ sellerNotes: 'Out of fish' });
  });
  it('an order not in view is not found', () => {
    expect(updateOrderStatusCommand('zz', 'confirmed', { mode: 'set', canSetAny: true }, view, ids)).toEqual({ ok: false, errors: { form: 'Order zz not found' } });
  });
  it('bulk status sends only the orders that move; none left is refused', () => {
    const built = bulkUpdateOrderStatusCommand(['a', 'b'], 'pending', { canSetAny: true }, view, ids);
    expect(built.ok && built.value.payload).toEqual({ orderIds: ['b'], newStatus: 'pending' });
    expect(bulkUpdateOrderStatusCommand(['a'], 'pending', { canSetAny: true }, view, ids)).toEqual({ ok: false, errors: { form: 'No orders can be updated to this status' } });
  });
  it('bulk delete needs a selection; example orders carry a client-made id', () => {
    expect(bulkDeleteOrdersCommand([], view, ids)).toEqual({ ok: false, errors: { form: 'No orders selected or store not found' } });
    const del = bulkDeleteOrdersCommand(['a', 'b'], view, ids);
    expect(del.ok && touchedIds(del.value).orders).toEqual(['a', 'b']);
    expect(touchedIds(createExampleOrderCommand({ ...ids, orderId: 'new-1' })).orders).toEqual(['new-1']);
  });
  it("a bulk change of more than 50 orders is refused in the orders' own words, never queued", () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `o${i}`, status: 'pending' as const }));
    const names = many.map((o) => o.id);
    const words = { ok: false, errors: { form: 'Bulk order changes are limited to 50 orders at a time.' } };
    expect(bulkDeleteOrdersCommand(names, many, ids)).toEqual(words);
    expect(bulkUpdateOrderStatusCommand(names, 'confirmed', { canSetAny: true }, many, ids)).toEqual(words);
    expect(bulkDeleteOrdersCommand(names.slice(0, 50), many, ids).ok).toBe(true);
  });
});
