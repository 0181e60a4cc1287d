import { describe, expect, it } from 'vitest';
import { dailyStatsFromOrders, itemKey, type RollupOrder } from './daily-stats';
import { itemMix, UNCATEGORIZED } from './item-mix';

const UTC = 'UTC';
const range = { from: '2026-11-01', to: '2026-11-30' };
const order = (day: string, items: RollupOrder['items'], fields: Partial<RollupOrder> = {}): RollupOrder => ({
  status: 'completed', createdAt: Date.parse(`${day}T12:00:00Z`), items, ...fields,
});
const line = (menuItemId: string, name: string, price: number, quantity: number) => ({ menuItemId, name, price, quantity });
const stats = (orders: RollupOrder[]) => [...dailyStatsFromOrders(orders, UTC).values()];

describe('item mix', () => {
  const orders = [
    order('2026-11-02', [line('burger', 'Burger', 12.5, 2), line('tea', 'Tea', 3, 5)]),
    order('2026-11-03', [line('fries', 'Fries', 4, 2), line('tea', 'Tea', 3, 1)]),
    order('2026-11-04', [line('burger', 'Cheeseburger', 12.5, 1)]),
    order('2026-11-04', [line('cake', 'Cake', 99, 1)], { status: 'cancelled' }),
  ];

  it('ranks by quantity and by revenue, each with its share of item sales, cancelled orders left out', () => {
    const mix = itemMix(stats(orders), range);
    expect(mix.byQuantity.map((r) => [r.name, r.quantity])).toEqual([['Tea', 6], ['Cheeseburger', 3], ['Fries', 2]]);
    expect(mix.byRevenue.map((r) => [r.name, r.revenueCents])).toEqual([['Cheeseburger', 3750], ['Tea', 1800], ['Fries', 800]]);
    expect(mix.totalRevenueCents).toBe(6350);
    expect(mix.byRevenue[0]!.share).toBeCloseTo(3750 / 6350, 10);
    expect(mix.all.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 10);
  });

  it('shows a renamed dish under its newest name', () => {
    expect(itemMix(stats(orders), range).byRevenue[0]!.name).toBe('Cheeseburger');
  });

  it('breaks ties by the other figure, then by name, whatever order the data came in', () => {
    const tied = [order('2026-11-02', [line('b', 'Beta', 2, 1), line('a', 'Alpha', 2, 1), line('c', 'Gamma', 0.5, 2)])];
    const mix = itemMix(stats(tied), range);
    expect(mix.byQuantity.map((r) => r.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(mix.byRevenue.map((r) => r.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('keeps the top 5 only in the top lists, every item in `all`', () => {
    const many = [order('2026-11-02', Array.from({ length: 7 }, (_, i) => line(`m${i}`, `Dish ${i}`, 1 + i, 1)))];
    const mix = itemMix(stats(many), range);
    expect(mix.byRevenue).toHaveLength(5);
    expect(mix.all).toHaveLength(7);
  });

  it('groups by the items’ current categories: an item in two counts in both, a gone item is Uncategorized', () => {
    const mix = itemMix(stats(orders), range, {
      [itemKey({ menuItemId: 'burger' })]: ['Mains', 'Specials'],
      [itemKey({ menuItemId: 'tea' })]: ['Drinks'],
    });
    expect(mix.categories.map((c) => [c.name, c.revenueCents])).toEqual([
      ['Mains', 3750], ['Specials', 3750], ['Drinks', 1800], [UNCATEGORIZED, 800],
    ]);
  });

  it('is empty for a range without sales, shares 0 rather than NaN', () => {
    const mix = itemMix(stats(orders), { from: '2026-12-01', to: '2026-12-31' });
    expect(mix).toMatchObject({ byQuantity: [], byRevenue: [], categories: [], totalRevenueCents: 0 });
  });
});
