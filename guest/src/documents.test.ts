import { describe, expect, it } from 'vitest';
import { readLink, readMenu, readOrder } from './documents';

describe('readLink', () => {
  it('reads the state, an unknown one as inactive', () => {
    expect(readLink({ storeId: 's1', tableNumber: 4, state: 'active' })).toEqual({ storeId: 's1', tableNumber: 4, state: 'active' });
    expect(readLink({ storeId: 's1', state: 'odd' }).state).toBe('inactive');
  });
});

describe('readMenu', () => {
  it('reads a published menu, leaving out dishes without an id or a price', () => {
    const menu = readMenu({
      storeId: 's1', storeName: 'Cafe', defaultLanguage: 'en',
      languages: [{ code: 'en', name: 'English', flag: '🇺🇸' }],
      ordering: { enabled: true, cancelBeforeConfirmed: false, liveStatus: true, taxRate: 8, gratuity: { choices: [0, 15], preselected: 0 } },
      categories: [{ id: 'c1', name: 'Mains', icon: '🍲', translations: {} }],
      items: [
        { id: 'a', name: 'Soup', description: '', price: 6.5, categoryIds: ['c1'], translations: { zh: { name: '汤', description: '' } }, imageUrl: 'https://x/y.jpg' },
        { id: 'b', name: 'No price' },
        { name: 'No id', price: 1 },
      ],
    });
    expect(menu.items).toEqual([{ id: 'a', name: 'Soup', description: '', price: 6.5, categoryIds: ['c1'], translations: { zh: { name: '汤', description: '' } }, imageUrl: 'https://x/y.jpg' }]);
    expect(menu.ordering).toEqual({ enabled: true, cancelBeforeConfirmed: false, liveStatus: true, taxRate: 8, gratuity: { choices: [0, 15], preselected: 0 } });
  });

  it('reads a menu missing its settings as one taking no orders, in one language', () => {
    const menu = readMenu({});
    expect(menu.ordering.enabled).toBe(false);
    expect(menu.languages.map((l) => l.code)).toEqual(['en']);
    expect(menu.ordering.gratuity).toEqual({ choices: [0], preselected: 0 });
  });
});

describe('readOrder', () => {
  it('reads the server\'s lines and totals, and whether the guest\'s message was sent', () => {
    const order = readOrder({
      orderId: 'o1', tableNumber: 3, status: 'preparing', createdAt: 1000,
      items: [{ name: 'Soup', quantity: 2, price: 6.5, subtotal: 13 }],
      subtotal: 13, taxRate: 0, taxAmount: 0, gratuityRate: 10, gratuityAmount: 1.3, totalAmount: 14.3,
      customerNotes: 'no onions', messageSent: true,
    });
    expect(order).toEqual({
      orderId: 'o1', tableNumber: 3, status: 'preparing', createdAt: 1000,
      items: [{ name: 'Soup', quantity: 2, price: 6.5, subtotal: 13 }],
      subtotal: 13, taxRate: 0, taxAmount: 0, gratuityRate: 10, gratuityAmount: 1.3, totalAmount: 14.3,
      customerNotes: 'no onions', messageSent: true,
    });
  });

  it('reads an unknown status as received, never as progress', () => {
    expect(readOrder({ status: 'teleported' }).status).toBe('pending');
    expect(readOrder({ status: 'removed' }).status).toBe('removed');
  });
});
