// The analytics query's filters (doc 1 §7.2: "optionally filtered by status,
// minimum or maximum totalAmount, run for the current period and for the
// preceding period of equal length"): applied to the orders before anything
// is counted, so every card of the Order Summary and both periods agree.
import type { Order } from '../shared/entities';
import { MESSAGES } from '../shared/messages';
import { isOrderStatus, orderTotal, type OrderStatus } from '../orders/orders';
import { resultOf, type FieldErrors, type ValidationResult } from '../shared/validation-result';
import type { DailyStats } from './daily-stats';

export interface OrderFilter {
  status: OrderStatus | 'all';
  /** Dollars, inclusive; null for no bound. */
  minAmount: number | null;
  maxAmount: number | null;
}

export const NO_FILTER: OrderFilter = { status: 'all', minAmount: null, maxAmount: null };

export interface OrderFilterInput {
  status: string;
  minAmount: string;
  maxAmount: string;
}

function amount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The form's text, checked: amounts are non-negative numbers, the minimum not above the maximum. */
export function validateOrderFilter(input: OrderFilterInput): ValidationResult<OrderFilter, 'minAmount' | 'maxAmount'> {
  const text = MESSAGES.reports;
  const errors: FieldErrors<'minAmount' | 'maxAmount'> = {};
  const minAmount = amount(input.minAmount);
  const maxAmount = amount(input.maxAmount);
  if (minAmount === undefined) errors.minAmount = text.amountInvalid;
  if (maxAmount === undefined) errors.maxAmount = text.amountInvalid;
  if (typeof minAmount === 'number' && typeof maxAmount === 'number' && minAmount > maxAmount) errors.maxAmount = text.amountOrder;
  const status = isOrderStatus(input.status) ? input.status : 'all';
  return resultOf(errors, () => ({ status, minAmount: minAmount ?? null, maxAmount: maxAmount ?? null }));
}

export function isFiltered(filter: OrderFilter): boolean {
  return filter.status !== 'all' || filter.minAmount !== null || filter.maxAmount !== null;
}

/** Compared in cents, so $10.10 is within a $10.10 bound whatever floating point says. */
export function matchesFilter(order: Pick<Order, 'status' | 'items' | 'totalAmount'>, filter: OrderFilter): boolean {
  if (filter.status !== 'all' && order.status !== filter.status) return false;
  const cents = Math.round(orderTotal(order) * 100);
  if (filter.minAmount !== null && cents < Math.round(filter.minAmount * 100)) return false;
  if (filter.maxAmount !== null && cents > Math.round(filter.maxAmount * 100)) return false;
  return true;
}

export function filterOrders<T extends Pick<Order, 'status' | 'items' | 'totalAmount'>>(orders: readonly T[], filter: OrderFilter): T[] {
  return isFiltered(filter) ? orders.filter((order) => matchesFilter(order, filter)) : [...orders];
}

/**
 * Daily rollups narrowed to the status filter (every status: unchanged). An
 * amount filter cannot narrow a rollup: it keeps totals per status, not per order.
 */
export function rollupsWithStatus<T extends Pick<DailyStats, 'byStatus'>>(rollups: readonly T[], status: OrderFilter['status']): T[] {
  if (status === 'all') return [...rollups];
  return rollups.map((rollup) => {
    const tally = rollup.byStatus[status];
    return { ...rollup, byStatus: tally ? { [status]: tally } : {} };
  });
}
