import { describe, expect, it } from 'vitest';
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_NOTES_MAX } from '../../src/domain/orders/order-limits';
import { canAdd, EMPTY_BASKET, estimate, itemCount, orderData, parseBasket, quantityOf, resolveLines, withQuantity, type Basket } from './basket';
import { dish, testMenu } from './test-menu';

const soup = dish('soup', 6.5);
const tea = dish('tea', 2.25);

describe('withQuantity', () => {
  it('adds, changes and takes out a line, keeping the order the guest added them in', () => {
    let b = withQuantity(EMPTY_BASKET, soup, 1);
    b = withQuantity(b, tea, 2);
    b = withQuantity(b, soup, 3);
    expect(b.lines).toEqual([{ menuItemId: 'soup', name: 'Dish soup', quantity: 3 }, { menuItemId: 'tea', name: 'Dish tea', quantity: 2 }]);
    expect(withQuantity(b, soup, 0).lines.map((l) => l.menuItemId)).toEqual(['tea']);
  });

  it('stops at the limits of an order', () => {
    const full = withQuantity(EMPTY_BASKET, soup, ORDER_MAX_QUANTITY);
    expect(withQuantity(full, soup, ORDER_MAX_QUANTITY + 1)).toBe(full);
    expect(canAdd(full, 'soup')).toBe(false);
    let many = EMPTY_BASKET;
    for (let i = 0; i < ORDER_MAX_LINES; i++) many = withQuantity(many, dish(`d${i}`, 1), 1);
    expect(canAdd(many, 'another')).toBe(false);
    expect(canAdd(many, 'd0')).toBe(true);
    expect(withQuantity(many, dish('another', 1), 1)).toBe(many);
  });
});

describe('a dish that left the menu', () => {
  const menu = testMenu({ items: [tea] });
  const basket: Basket = { ...EMPTY_BASKET, lines: [{ menuItemId: 'soup', name: 'Soup', quantity: 2 }, { menuItemId: 'tea', name: 'Tea', quantity: 1 }] };

  it('is shown by its kept name, without its dish', () => {
    expect(resolveLines(basket, menu).map((l) => [l.name, l.item?.id])).toEqual([['Soup', undefined], ['Tea', 'tea']]);
  });

  it('is neither counted, priced nor sent', () => {
    expect(itemCount(basket, menu)).toBe(1);
    expect(estimate(basket, menu).subtotal).toBe(2.25);
    expect(orderData(basket, menu, 'link', 'cmd').items).toEqual([{ menuItemId: 'tea', quantity: 1 }]);
  });
});

describe('estimate', () => {
  it('prices with the menu\'s tax and the chosen tip, in whole cents', () => {
    const menu = testMenu({ items: [soup, tea] }, { taxRate: 8.5, gratuity: { choices: [0, 15, 20], preselected: 15 } });
    const basket = withQuantity(withQuantity(EMPTY_BASKET, soup, 2), tea, 1);
    expect(estimate(basket, menu)).toMatchObject({ subtotal: 15.25, taxRate: 8.5, taxAmount: 1.3, gratuityRate: 15, gratuityAmount: 2.29, totalAmount: 18.84 });
    expect(estimate({ ...basket, gratuityRate: 0 }, menu)).toMatchObject({ gratuityRate: 0, gratuityAmount: 0, totalAmount: 16.55 });
    // A pick the restaurant no longer offers falls back to its preselected tip.
    expect(estimate({ ...basket, gratuityRate: 10 }, menu).gratuityRate).toBe(15);
  });
});

describe('orderData', () => {
  const basket = { ...withQuantity(EMPTY_BASKET, soup, 2), notes: '  no onions  ', gratuityRate: 20 };

  it('sends ids and quantities, trimmed notes and the tip when the guest had a choice', () => {
    const menu = testMenu({ items: [soup] }, { gratuity: { choices: [0, 15, 20], preselected: 15 } });
    expect(orderData(basket, menu, 'link-1', 'cmd-1')).toEqual({
      tableLinkId: 'link-1', commandId: 'cmd-1', items: [{ menuItemId: 'soup', quantity: 2 }], customerNotes: 'no onions', gratuityRate: 20,
    });
  });

  it('leaves out blank notes, and the tip when there was nothing to choose', () => {
    const menu = testMenu({ items: [soup] }, { gratuity: { choices: [10], preselected: 10 } });
    expect(orderData({ ...basket, notes: '   ' }, menu, 'l', 'c')).toEqual({ tableLinkId: 'l', commandId: 'c', items: [{ menuItemId: 'soup', quantity: 2 }] });
  });
});

describe('parseBasket', () => {
  it('keeps a stored basket, pending command id included', () => {
    const basket: Basket = { lines: [{ menuItemId: 'soup', name: 'Soup', quantity: 2 }], notes: 'hi', gratuityRate: 15, pendingCommandId: 'cmd' };
    expect(parseBasket(JSON.parse(JSON.stringify(basket)))).toEqual(basket);
  });

  it('drops what it cannot read', () => {
    expect(parseBasket('nonsense')).toEqual(EMPTY_BASKET);
    const parsed = parseBasket({
      lines: [{ menuItemId: 'a', quantity: 0 }, { menuItemId: 'b', quantity: 1.5 }, { menuItemId: 'c', quantity: 2 }, { menuItemId: 'c', quantity: 3 }, null],
      notes: 'x'.repeat(ORDER_NOTES_MAX + 10),
      gratuityRate: 'lots',
      pendingCommandId: '',
    });
    expect(parsed.lines).toEqual([{ menuItemId: 'c', name: '', quantity: 2 }]);
    expect(parsed.notes).toHaveLength(ORDER_NOTES_MAX);
    expect(parsed.gratuityRate).toBeNull();
    expect(parsed.pendingCommandId).toBeNull();
    expect(quantityOf(parsed, 'c')).toBe(2);
  });
});
