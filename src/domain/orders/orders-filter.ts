// Orders screen filters and view mode (doc 2 §2 "Orders", §9).
import type { Order } from '../shared/entities';
import { isInRange, presetRange, type DateRange } from '../shared/date-range';

export const ORDER_STATUS_FILTERS = ['active', 'all'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const DEFAULT_ORDER_STATUS_FILTER: OrderStatusFilter = 'active';

export const ORDER_DATE_PRESETS = ['today', 'yesterday', 'last7days', 'last30days', 'custom'] as const;
export type OrderDatePreset = (typeof ORDER_DATE_PRESETS)[number];
export const DEFAULT_ORDER_DATE_PRESET: OrderDatePreset = 'today';

export const ORDER_DATE_PRESET_LABELS: Readonly<Record<OrderDatePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7days: 'Last 7 Days',
  last30days: 'Last 30 Days',
  custom: 'Custom',
};

export const ORDER_VIEW_MODES = ['card', 'list'] as const;
export type OrderViewMode = (typeof ORDER_VIEW_MODES)[number];
export const DEFAULT_ORDER_VIEW_MODE: OrderViewMode = 'card';

/** A stored view mode from local storage; anything unknown falls back to cards. */
export function parseOrderViewMode(stored: string | null | undefined): OrderViewMode {
  return stored === 'list' ? 'list' : DEFAULT_ORDER_VIEW_MODE;
}

/** Same day spans as the analytics presets, so both screens agree on "last 7 days". */
export function orderDateRange(preset: OrderDatePreset, now: Date, custom?: DateRange | null, timeZone?: string): DateRange {
  switch (preset) {
    case 'last7days':
      return presetRange('week', now, null, timeZone);
    case 'last30days':
      return presetRange('month', now, null, timeZone);
    default:
      return presetRange(preset, now, custom, timeZone);
  }
}

/** 'active' means neither completed nor cancelled. */
export function matchesStatusFilter(order: Pick<Order, 'status'>, filter: OrderStatusFilter): boolean {
  return filter === 'all' || (order.status !== 'completed' && order.status !== 'cancelled');
}

export function filterOrders<T extends Pick<Order, 'status' | 'createdAt'>>(
  orders: readonly T[],
  filter: OrderStatusFilter,
  range: DateRange,
): T[] {
  return orders.filter((o) => matchesStatusFilter(o, filter) && isInRange(o.createdAt, range));
}

/** Filters count as cleared when the status is all and the range is today. */
export function filtersCleared(filter: OrderStatusFilter, preset: OrderDatePreset): boolean {
  return filter === 'all' && preset === 'today';
}
