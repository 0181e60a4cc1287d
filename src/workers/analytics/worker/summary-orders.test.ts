import { describe, expect, it } from 'vitest';
import { filterOrders, NO_FILTER, type OrderFilter } from '../../../domain/analytics/order-filter';
import { previousPeriod } from '../../../domain/shared/date-range';
import { presetRange, summarizeOrders, type OrderHistory } from '../../../domain/analytics/order-summary';
import { ORDER_STATUSES } from '../../../domain/orders/orders';
import { loadSummaryOrders, summarizeLoaded, type SummaryOrder } from './summary-orders';

const DAY = 86_400_000;
const now = new Date(2024, 10, 20, 15);

/** Deterministic orders over the 60 days before `now`, some without a total (their items count). */
function orders(count: number, seed: number): SummaryOrder[] {
  let state = seed;
  const random = () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
  return Array.from({ length: count }, () => {
    const items = [{ price: 2 + Math.floor(random() * 20), quantity: 1 + Math.floor(random() * 3) }] as SummaryOrder['items'];
    return {
      status: ORDER_STATUSES[Math.floor(random() * ORDER_STATUSES.length)]!,
      createdAt: now.getTime() - Math.floor(random() * 60 * DAY),
      items,
      totalAmount: random() < 0.2 ? undefined : Math.round(random() * 8000) / 100,
    };
  });
}

function loadInChunks(all: readonly SummaryOrder[], size: number): void {
  for (let i = 0; i === 0 || i < all.length; i += size) loadSummaryOrders(all.slice(i, i + size), i === 0);
}

const range = presetRange('month', now);
const previous = previousPeriod(range);
const history: OrderHistory = {
  windowStartMs: now.getTime() - 45 * DAY,
  rollups: [{ id: '2024-10-01', byStatus: { completed: { orders: 12, revenueCents: 45_600 }, cancelled: { orders: 2, revenueCents: 3_000 } } }],
};
const FILTER: OrderFilter = { status: 'completed', minAmount: 10, maxAmount: 60 };

describe('the summary worker’s kept orders', () => {
  it('loaded in chunks, summarise as summarizeOrders does over the whole set, filtered or not', () => {
    const all = orders(1_234, 7);
    loadInChunks(all, 500);
    expect(summarizeLoaded(NO_FILTER, range, previous, history)).toEqual(summarizeOrders(all, range, previous, history));
    expect(summarizeLoaded(FILTER, range, previous, history)).toEqual(summarizeOrders(filterOrders(all, FILTER), range, previous, history));
    expect(summarizeLoaded(FILTER, range, previous, history).orderCount).toBeGreaterThan(0);
  });

  it('a new first chunk drops the set loaded before', () => {
    const before = orders(700, 1);
    const after = orders(300, 2);
    loadInChunks(before, 500);
    loadInChunks(after, 500);
    expect(summarizeLoaded(NO_FILTER, range, previous)).toEqual(summarizeOrders(after, range, previous));
    expect(summarizeLoaded(NO_FILTER, range, previous).metrics.totalOrders).toBeLessThan(summarizeOrders([...before, ...after], range, previous).metrics.totalOrders);
  });

  it('an empty set summarises to no orders', () => {
    loadInChunks(orders(10, 3), 500);
    loadInChunks([], 500);
    expect(summarizeLoaded(NO_FILTER, range, previous).orderCount).toBe(0);
  });
});
