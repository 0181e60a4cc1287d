import { describe, expect, it } from 'vitest';
import { checkOrdering, priceLines, readPlaceOrderRequest } from './place-order';
import { priceOrder } from './pricing';
import { exampleOrder, SAMPLE_DISH } from './example-order';
import { DEFAULT_APP_CONFIG } from '../settings/app-config';

const request = (extra: Record<string, unknown>) => readPlaceOrderRequest({ tableLinkId: 'link-1', commandId: 'cmd-1', ...extra });
const line = (menuItemId: string, quantity: unknown) => ({ menuItemId, quantity });

describe('readPlaceOrderRequest', () => {
  it('keeps ids and quantities only; prices and names sent by the caller are dropped', () => {
    expect(request({ items: [{ ...line('soup', 2), price: 0.01, name: 'Free' }], customerNotes: '  ' })).toEqual({
      ok: true,
      value: { tableLinkId: 'link-1', commandId: 'cmd-1', lines: [line('soup', 2)] },
    });
  });
  it.each([
    [{ items: [] }, 'Order must have at least one item'],
    [{ items: [line('a', 0)] }, 'Each quantity must be a whole number from 1 to 99.'],
    [{ items: [line('a', 100)] }, 'Each quantity must be a whole number from 1 to 99.'],
    [{ items: [line('a', 2.5)] }, 'Each quantity must be a whole number from 1 to 99.'],
    [{ items: [line('a', '2')] }, 'Each quantity must be a whole number from 1 to 99.'],
    [{ items: Array.from({ length: 51 }, () => line('a', 1)) }, 'An order can hold at most 50 lines.'],
    [{ items: [line('a/b', 1)] }, 'An item in your order is no longer on the menu. Please refresh the menu and try again.'],
    [{ items: [line('a', 1)], customerNotes: 'x'.repeat(501) }, 'Notes must be 500 characters or fewer.'],
    [{ items: [line('a', 1)], tableLinkId: 'x'.repeat(65) }, 'This table link is not valid. Please scan the QR code at your table again.'],
    [{ items: [line('a', 1)], commandId: undefined }, 'A command id is required'],
  ])('refuses %j', (extra, message) => {
    expect(request(extra)).toMatchObject({ ok: false, code: 'invalid-argument', message });
  });
});

describe('priceLines and checkOrdering', () => {
  const menu = new Map([
    ['soup', { name: 'Soup', price: 6.5, isAvailable: true }],
    ['pie', { name: 'Pie', price: 5, isAvailable: false }],
    ['gone', undefined],
  ]);
  it('names and prices come from the menu', () => {
    expect(priceLines([line('soup', 2)] as never, menu)).toEqual({ ok: true, value: [{ menuItemId: 'soup', name: 'Soup', price: 6.5, quantity: 2 }] });
  });
  it('refuses unknown and unavailable items', () => {
    expect(priceLines([line('gone', 1)] as never, menu)).toMatchObject({ code: 'not-found' });
    expect(priceLines([line('pie', 1)] as never, menu)).toMatchObject({ code: 'failed-precondition', message: 'Pie is not available right now. Please remove it and try again.' });
  });
  it('needs a link, an active one, and the ordering switch on (a new store is off)', () => {
    expect(checkOrdering(undefined, true)).toMatchObject({ code: 'not-found' });
    expect(checkOrdering({ isActive: false }, true)).toMatchObject({ code: 'failed-precondition' });
    expect(checkOrdering({ isActive: true }, DEFAULT_APP_CONFIG.enableOrderFunction)).toMatchObject({ code: 'failed-precondition' });
    expect(checkOrdering({ isActive: true }, true).ok).toBe(true);
  });
});

describe('priceOrder', () => {
  const config = { ...DEFAULT_APP_CONFIG.orderConfig };
  it('sums in cents; no tax or gratuity while they are off', () => {
    const priced = priceOrder([{ name: 'A', price: 0.1, quantity: 3 }, { name: 'B', price: 0.2, quantity: 1 }], config);
    expect(priced).toMatchObject({ subtotal: 0.5, taxAmount: 0, gratuityAmount: 0, totalAmount: 0.5 });
    expect(priced.items[0]).toMatchObject({ subtotal: 0.3 });
  });
  it('tax and default gratuity on the subtotal, rounded to the cent', () => {
    const on = { ...config, enableTax: true, taxRate: 8.5, enableDefaultGratuity: true, defaultGratuityRate: 18 };
    expect(priceOrder([{ name: 'Soup', price: 6.5, quantity: 1 }], on)).toMatchObject({ subtotal: 6.5, taxAmount: 0.55, gratuityAmount: 1.17, totalAmount: 8.22 });
  });
});

describe('exampleOrder', () => {
  const first = () => 0;
  it('takes available items of the menu', () => {
    const order = exampleOrder(
      [{ id: 'pie', name: 'Pie', price: 5, isAvailable: false }, { id: 'soup', name: 'Soup', price: 6.5, isAvailable: true }],
      12,
      first,
    );
    expect(order.lines).toEqual([{ menuItemId: 'soup', name: 'Soup', price: 6.5, quantity: 1 }]);
    expect(order.tableId).toBe('table_1');
  });
  it('falls back to one sample dish while the menu is empty', () => {
    expect(exampleOrder([], 0, first).lines).toEqual([SAMPLE_DISH]);
  });
});
