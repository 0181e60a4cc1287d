import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/orders';
import { comparableDailyStats, dailyStatsFromOrders, type RollupOrder } from './daily-stats';
import { dailyStatsOfOrders } from './daily-stats-fast';

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Orders around the 2026 autumn daylight-saving change, some without totals, history or names. */
function randomOrders(count: number, seed: number): RollupOrder[] {
  const random = generator(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const createdAt = Date.parse('2026-10-30T00:00:00Z') + Math.floor(random() * 5 * 86_400_000);
    const status = pick(ORDER_STATUSES);
    const items = Array.from({ length: Math.floor(random() * 4) }, () => ({
      ...(random() < 0.9 ? { menuItemId: `m${Math.floor(random() * 6)}` } : {}),
      ...(random() < 0.9 ? { name: pick(['Soup', ' Tea ', 'Cake', 'Soup']) } : {}),
      price: Math.round(random() * 2000) / 100,
      quantity: 1 + Math.floor(random() * 3),
    }));
    const history: NonNullable<RollupOrder['statusHistory']>[number][] = [{ to: 'pending', at: createdAt }];
    for (let i = 0; i < 3; i++) {
      const to = pick(ORDER_STATUSES);
      history.push({ to, at: createdAt + (i + 1) * Math.floor(random() * 600_000), ...(to === 'cancelled' && random() < 0.7 ? { reason: pick(['Out of stock', 'out of stock ', 'Closed']) } : {}) });
    }
    return {
      status, createdAt, items,
      ...(random() < 0.8 ? { totalAmount: Math.round(random() * 5000) / 100 } : {}),
      ...(random() < 0.8 ? { statusHistory: history } : {}),
      ...(random() < 0.3 ? { sellerNotes: 'Noted' } : {}),
    };
  });
}

/** A tally at 0 and a tally never made read the same (every report reads `?? 0`). */
function withoutZeros(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== 0).map(([k, v]) => [k, withoutZeros(v)]));
}

describe('DailyStats in one pass (the reports’ route)', () => {
  it.each([['UTC', 1], ['America/New_York', 2], ['Asia/Kolkata', 3], ['Australia/Lord_Howe', 4]])('equals the rollup’s own route in %s', (zone, seed) => {
    const orders = randomOrders(600, seed);
    const fast = new Map(dailyStatsOfOrders(orders, zone).map((s) => [s.id, withoutZeros(comparableDailyStats(s))]));
    const rollup = new Map([...dailyStatsFromOrders(orders, zone)].map(([id, s]) => [id, withoutZeros(comparableDailyStats(s))]));
    expect(fast).toEqual(rollup);
  });
});
