import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../shared/entities';
import {
  ageColour,
  allDayCounts,
  DEFAULT_AGE_THRESHOLDS,
  formatTicketAge,
  groupKitchenColumns,
  kitchenColumn,
  NEW_ORDER_SLACK_MS,
  newOrderIds,
  parseAgeThresholds,
  popMove,
  pushMove,
  soldOutItems,
  type KitchenMove,
} from './kitchen';
import type { OrderStatus } from '../orders/orders';

const item = (name: string | undefined, quantity: number, menuItemId?: string): OrderItem => ({ name, quantity, price: 1, ...(menuItemId ? { menuItemId } : {}) });

describe('kitchen board rules', () => {
  it.each([
    ['pending', 'new'],
    ['confirmed', 'inProgress'],
    ['preparing', 'inProgress'],
    ['ready', 'ready'],
    ['out_for_delivery', null],
    ['completed', null],
    ['cancelled', null],
  ] as const)('%s sits in column %s', (status: OrderStatus, column) => {
    expect(kitchenColumn(status)).toBe(column);
  });

  it('groups tickets per column, oldest first, leaving finished orders off', () => {
    const orders = [
      { id: 'a', status: 'pending', createdAt: 30 },
      { id: 'b', status: 'preparing', createdAt: 20 },
      { id: 'c', status: 'confirmed', createdAt: 10 },
      { id: 'd', status: 'pending', createdAt: 5 },
      { id: 'e', status: 'completed', createdAt: 1 },
      { id: 'f', status: 'ready', createdAt: 2 },
    ] as const;
    const columns = groupKitchenColumns(orders.map((o) => ({ ...o })));
    expect({ new: columns.new.map((o) => o.id), inProgress: columns.inProgress.map((o) => o.id), ready: columns.ready.map((o) => o.id) })
      .toEqual({ new: ['d', 'a'], inProgress: ['c', 'b'], ready: ['f'] });
  });

  it('counts all-day dishes of tickets in progress only, most first', () => {
    const lines = allDayCounts([
      { status: 'confirmed', items: [item('Fries', 2), item('Burger', 1)] },
      { status: 'preparing', items: [item('Burger', 3), item(undefined, 1)] },
      { status: 'pending', items: [item('Burger', 9)] },
      { status: 'ready', items: [item('Fries', 9)] },
    ], 'Item');
    expect(lines).toEqual([{ name: 'Burger', quantity: 4 }, { name: 'Fries', quantity: 2 }, { name: 'Item', quantity: 1 }]);
  });

  it("names the menu item of each all-day line, so '86' knows what to mark sold out", () => {
    const lines = allDayCounts([
      { status: 'confirmed', items: [item('Fries', 1), item('Burger', 1, 'm-burger')] },
      { status: 'preparing', items: [item('Fries', 1, 'm-fries'), item('Burger', 1, 'm-other')] },
    ], 'Item');
    expect(lines).toEqual([{ name: 'Burger', quantity: 2, menuItemId: 'm-burger' }, { name: 'Fries', quantity: 2, menuItemId: 'm-fries' }]);
  });

  it("lists the menu's sold-out items by name", () => {
    const menu = [{ name: 'Tea', isAvailable: false }, { name: 'Soup', isAvailable: true }, { name: 'Cake', isAvailable: false }];
    expect(soldOutItems(menu).map((i) => i.name)).toEqual(['Cake', 'Tea']);
  });

  it.each([
    [0, 'normal'],
    [4 * 60_000 + 59_000, 'normal'],
    [5 * 60_000, 'amber'],
    [9 * 60_000, 'amber'],
    [10 * 60_000, 'red'],
  ] as const)('age %i ms is %s with the default 5/10 minutes', (age, colour) => {
    expect(ageColour(age, DEFAULT_AGE_THRESHOLDS)).toBe(colour);
  });

  it.each([
    [0, '00:00'],
    [65_000, '01:05'],
    [59 * 60_000 + 59_000, '59:59'],
    [75 * 60_000, '75 min'],
    [-5_000, '00:00'],
  ] as const)('age %i ms reads %s', (age, text) => {
    expect(formatTicketAge(age)).toBe(text);
  });

  it.each([
    [{ amber: '3', red: '8' }, { amber: 3, red: 8 }],
    [{ amber: 7 }, { amber: 7, red: 10 }],
    [{ amber: '12' }, DEFAULT_AGE_THRESHOLDS], // amber must come before red
    [{ amber: '0', red: 'x' }, DEFAULT_AGE_THRESHOLDS],
    [{ amber: 2.5, red: 999 }, DEFAULT_AGE_THRESHOLDS],
    [{}, DEFAULT_AGE_THRESHOLDS],
  ])('thresholds %j -> %j', (input, expected) => {
    expect(parseAgeThresholds(input)).toEqual(expected);
  });

  it('finds no new orders on the first load, then the board orders not seen before, created since the board opened', () => {
    const opened = 1_000_000;
    const orders = [
      { id: 'a', status: 'pending', createdAt: opened + 5 },
      { id: 'b', status: 'ready', createdAt: opened + 10 },
      { id: 'c', status: 'completed', createdAt: opened + 20 },
      { id: 'd', status: 'pending', createdAt: opened - NEW_ORDER_SLACK_MS - 1 }, // history a late first sync brings in
      { id: 'e', status: 'pending', createdAt: opened - NEW_ORDER_SLACK_MS }, // within the clock slack
    ] as const;
    expect(newOrderIds(null, orders, opened)).toEqual([]);
    expect(newOrderIds(new Set(['a']), orders, opened)).toEqual(['b', 'e']);
    expect(newOrderIds(new Set(['a', 'b', 'e']), orders, opened)).toEqual([]);
  });

  it('keeps the last 5 moves and recalls the newest first', () => {
    let moves: KitchenMove[] = [];
    for (let i = 1; i <= 7; i += 1) moves = pushMove(moves, { orderId: `o${i}`, from: 'pending', to: 'confirmed' });
    expect(moves.map((m) => m.orderId)).toEqual(['o3', 'o4', 'o5', 'o6', 'o7']);
    const first = popMove(moves);
    expect(first.move?.orderId).toBe('o7');
    expect(popMove(first.rest).move?.orderId).toBe('o6');
    expect(popMove([])).toEqual({ move: null, rest: [] });
  });
});
