import { describe, expect, it } from 'vitest';
import { isOrderQuantity } from '../../src/domain/orders/place-order.ts';
import { ORDER_MAX_LINES } from '../../src/domain/orders/order-limits.ts';
import { mulberry32 } from '../seed/demo-random.ts';
import { customerOrder, nextGapMs, parseRate } from './customers.ts';

describe('simulated customers', () => {
  it('reads rates per second, minute and hour', () => {
    expect(parseRate('6/min')).toBe(6);
    expect(parseRate('1/s')).toBe(60);
    expect(parseRate('90/h')).toBe(1.5);
    expect(parseRate('12')).toBe(12);
    expect(() => parseRate('fast')).toThrow(/--rate/);
    expect(() => parseRate('0/min')).toThrow(/above 0/);
  });

  it('spaces orders at the asked rate on average', () => {
    const rng = mulberry32(7);
    const gaps = Array.from({ length: 5000 }, () => nextGapMs(6, rng));
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean).toBeGreaterThan(9_000);
    expect(mean).toBeLessThan(11_000);
  });

  it('orders distinct dishes of the menu in quantities placeOrderSecure accepts', () => {
    const rng = mulberry32(3);
    const menu = Array.from({ length: 6 }, (_, i) => ({ id: `d${i}`, name: `Dish ${i}` }));
    for (let n = 0; n < 200; n++) {
      const order = customerOrder(menu, rng);
      const ids = order.items.map((i) => i.menuItemId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(Math.min(4, ORDER_MAX_LINES));
      expect(order.items.every((i) => isOrderQuantity(i.quantity) && menu.some((d) => d.id === i.menuItemId))).toBe(true);
    }
  });
});
