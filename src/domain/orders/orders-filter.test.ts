import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../shared/dates';
import {
  DEFAULT_ORDER_DATE_PRESET,
  DEFAULT_ORDER_STATUS_FILTER,
  DEFAULT_ORDER_VIEW_MODE,
  filterOrders,
  filtersCleared,
  matchesStatusFilter,
  orderDateRange,
  parseOrderViewMode,
} from './orders-filter';
import type { OrderStatus } from './orders';

const now = new Date(2024, 10, 6, 12);

describe('orders screen filters (doc 2 §2)', () => {
  it('defaults to active, today and cards', () => {
    expect(DEFAULT_ORDER_STATUS_FILTER).toBe('active');
    expect(DEFAULT_ORDER_DATE_PRESET).toBe('today');
    expect(DEFAULT_ORDER_VIEW_MODE).toBe('card');
  });

  it.each([
    ['pending', true],
    ['out_for_delivery', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('active filter and %s -> %s', (status: OrderStatus, shown) => {
    expect(matchesStatusFilter({ status }, 'active')).toBe(shown);
    expect(matchesStatusFilter({ status }, 'all')).toBe(true);
  });

  it.each([
    ['today', '2024-11-06', '2024-11-06'],
    ['yesterday', '2024-11-05', '2024-11-05'],
    ['last7days', '2024-10-31', '2024-11-06'],
    ['last30days', '2024-10-08', '2024-11-06'],
  ] as const)('%s range', (preset, start, end) => {
    const range = orderDateRange(preset, now);
    expect([toIsoDate(range.start), toIsoDate(range.end)]).toEqual([start, end]);
  });

  it('filters by status and range', () => {
    const orders = [
      { id: 'a', status: 'pending' as const, createdAt: new Date(2024, 10, 6, 9).getTime() },
      { id: 'b', status: 'completed' as const, createdAt: new Date(2024, 10, 6, 9).getTime() },
      { id: 'c', status: 'pending' as const, createdAt: new Date(2024, 10, 5, 9).getTime() },
    ];
    const today = orderDateRange('today', now);
    expect(filterOrders(orders, 'active', today).map((o) => o.id)).toEqual(['a']);
    expect(filterOrders(orders, 'all', today).map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('counts as cleared only for all + today', () => {
    expect(filtersCleared('all', 'today')).toBe(true);
    expect(filtersCleared('active', 'today')).toBe(false);
    expect(filtersCleared('all', 'yesterday')).toBe(false);
  });

  it('reads a stored view mode', () => {
    expect(parseOrderViewMode('list')).toBe('list');
    expect(parseOrderViewMode('grid')).toBe('card');
    expect(parseOrderViewMode(null)).toBe('card');
  });
});
