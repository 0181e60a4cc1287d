import { describe, expect, it } from 'vitest';
import { itemCount, newestFirst, orderFromDoc, tableLabel } from './order-view';

describe('orderFromDoc', () => {
  it('keeps what the server wrote', () => {
    const order = orderFromDoc({
      id: 'o1', status: 'ready', createdAt: 1000, tableId: 'table_3', totalAmount: 12.5, customerNotes: 'No onions',
      sellerNotes: '', items: [{ menuItemId: 'm1', name: 'Dumplings', quantity: 2, price: 6.25, subtotal: 12.5 }],
    });
    expect(order).toEqual({
      id: 'o1', status: 'ready', createdAt: 1000, tableId: 'table_3', totalAmount: 12.5, customerNotes: 'No onions',
      items: [{ menuItemId: 'm1', name: 'Dumplings', quantity: 2, price: 6.25, subtotal: 12.5 }],
    });
  });

  it.each([
    ['an unknown status', { status: 'lost' }, { status: 'pending' }],
    ['no items', { items: undefined }, { items: [] }],
    ['a line without a price', { items: [{ name: 'x', quantity: 1 }] }, { items: [] }],
    ['a line without a subtotal', { items: [{ name: 'x', quantity: 3, price: 1.1 }] }, { items: [{ name: 'x', quantity: 3, price: 1.1, subtotal: 3.3 }] }],
  ])('%s gets a safe default', (_case, fields, expected) => {
    expect(orderFromDoc({ id: 'o', status: 'confirmed', createdAt: 1, items: [], ...fields })).toMatchObject(expected);
  });
});

describe('order display', () => {
  it('lists newest first, ties by id', () => {
    const ids = newestFirst([{ id: 'b', createdAt: 1 }, { id: 'c', createdAt: 3 }, { id: 'a', createdAt: 1 }]).map((o) => o.id);
    expect(ids).toEqual(['c', 'a', 'b']);
  });
  it.each([
    ['table_12', 'Table 12'],
    ['patio', 'patio'],
    [undefined, null],
  ])('table %s reads %s', (id, label) => {
    expect(tableLabel(id)).toBe(label);
  });
  it('counts dishes, not lines', () => {
    expect(itemCount({ items: [{ quantity: 2, price: 1 }, { quantity: 3, price: 1 }] })).toBe(5);
  });
});
