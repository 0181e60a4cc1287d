import { describe, expect, it } from 'vitest';
import { can } from '../team/permissions';
import { callablePermission, COMMAND_CALLABLES } from './commands';

describe('what each callable asks of its sender', () => {
  it('is declared for every callable that delivers a command', () => {
    for (const callable of new Set(Object.values(COMMAND_CALLABLES))) expect(callablePermission(callable, {})).toBeDefined();
    expect(callablePermission('noSuchCallable', {})).toBeUndefined();
  });

  it("lets staff 86 a dish and bring it back, alone or in bulk, but not change anything else of it", () => {
    const staffMay = (callable: string, data: unknown) => can('STAFF', callablePermission(callable, data)!);
    expect(staffMay('updateMenuItemSecure', { menuItemId: 'a', updates: { isAvailable: false } })).toBe(true);
    expect(staffMay('bulkUpdateMenuItemsSecure', { updates: [{ menuItemId: 'a', isAvailable: true }, { menuItemId: 'b', isAvailable: true }] })).toBe(true);
    expect(staffMay('updateMenuItemSecure', { menuItemId: 'a', updates: { isAvailable: false, price: 1 } })).toBe(false);
    expect(staffMay('updateMenuItemSecure', { menuItemId: 'a', updates: { imageUrl: 'x', imagePath: 'y' } })).toBe(false);
    expect(staffMay('bulkUpdateMenuItemsSecure', { updates: [{ menuItemId: 'a', isAvailable: true }, { menuItemId: 'b', price: 2 }] })).toBe(false);
  });

  it('counts anything malformed as the menu’s, never as availability', () => {
    for (const updates of [undefined, null, 'isAvailable', [], [null], { isAvailable: false, ['__proto__']: 1 }]) {
      expect(callablePermission('updateMenuItemSecure', { updates })).toBe('menu');
      expect(callablePermission('bulkUpdateMenuItemsSecure', { updates })).toBe('menu');
    }
  });

  it('lets the kitchen send only order moves and feedback', () => {
    const kitchenMay = [...new Set(Object.values(COMMAND_CALLABLES))].filter((c) => can('KITCHEN', callablePermission(c, {})!)).sort();
    expect(kitchenMay).toEqual(['submitFeedbackSecure', 'updateOrderStatusSecure']);
  });

  it('lets the kitchen move an order forward but not cancel it: staff and above cancel', () => {
    expect(can('KITCHEN', callablePermission('updateOrderStatusSecure', { orderId: 'o', newStatus: 'ready' })!)).toBe(true);
    expect(can('KITCHEN', callablePermission('updateOrderStatusSecure', { orderId: 'o', newStatus: 'cancelled' })!)).toBe(false);
    expect(can('KITCHEN', callablePermission('updateOrderStatusSecure', { orderId: 'o', status: 'cancelled' })!)).toBe(false);
    expect(can('STAFF', callablePermission('updateOrderStatusSecure', { orderId: 'o', newStatus: 'cancelled' })!)).toBe(true);
  });
});
