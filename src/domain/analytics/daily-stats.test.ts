import { describe, expect, it } from 'vitest';
import {
  applyContribution,
  comparableDailyStats,
  dailyStatsFromOrders,
  emptyDailyStats,
  orderContribution,
  prepTimeMs,
  rollupDelta,
  type DailyStats,
  type RollupOrder,
} from './daily-stats';
import { storeMoment } from '../shared/store-day';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

function order(fields: Partial<RollupOrder> = {}): RollupOrder {
  return {
    status: 'pending',
    createdAt: at('2026-03-07T15:30:00Z'),
    items: [{ menuItemId: 'burger', name: 'Burger', price: 12.5, quantity: 2 }],
    totalAmount: 25,
    ...fields,
  };
}

function replay(deltas: ReturnType<typeof rollupDelta>[], days = new Map<string, DailyStats>()) {
  for (const list of deltas) {
    for (const delta of list) days.set(delta.date, applyContribution(days.get(delta.date) ?? emptyDailyStats(delta.date), delta));
  }
  return new Map([...days].map(([date, stats]) => [date, comparableDailyStats(stats)]));
}

describe('the store day', () => {
  it('puts an order placed at 23:30 in New York on that New York day, not the UTC one', () => {
    expect(storeMoment(at('2026-11-23T04:30:00Z'), NY)).toEqual({ date: '2026-11-22', hour: 23, weekday: 0 });
  });

  it('counts the hours of a daylight-saving day as the wall clock shows them', () => {
    // 2026-03-08: clocks in New York go from 02:00 to 03:00.
    expect(storeMoment(at('2026-03-08T06:59:00Z'), NY).hour).toBe(1);
    expect(storeMoment(at('2026-03-08T07:00:00Z'), NY).hour).toBe(3);
    expect(storeMoment(at('2026-03-09T03:59:00Z'), NY).date).toBe('2026-03-08');
  });
});

describe('an order in its day', () => {
  it('counts revenue in cents by status and hour, and its items', () => {
    const c = orderContribution(order({ totalAmount: 19.99, items: [{ menuItemId: 'a', name: 'Soup', price: 19.99, quantity: 1 }] }), NY);
    expect(c.date).toBe('2026-03-07');
    expect(c.counts).toMatchObject({
      'byStatus.pending.orders': 1,
      'byStatus.pending.revenueCents': 1999,
      'byHour.10.orders': 1,
      'byHour.10.revenueCents': 1999,
      'items.i_a.quantity': 1,
      'items.i_a.revenueCents': 1999,
    });
    expect(c.labels['items.i_a.name']).toBe('Soup');
  });

  it('leaves a cancelled order out of revenue by hour and items, and counts its reason', () => {
    const c = orderContribution(
      order({ status: 'cancelled', statusHistory: [{ to: 'pending', at: 1 }, { to: 'cancelled', at: 2, reason: 'Out of buns' }] }),
      NY,
    );
    expect(c.counts['byHour.10.revenueCents']).toBeUndefined();
    expect(Object.keys(c.counts).some((path) => path.startsWith('items.'))).toBe(false);
    const reasonPath = Object.keys(c.labels).find((path) => path.startsWith('cancelReasons.'));
    expect(reasonPath && c.labels[reasonPath]).toBe('Out of buns');
  });

  it('measures prep from the last confirmation to the first ready after it', () => {
    const history = [
      { to: 'pending' as const, at: 0 },
      { to: 'confirmed' as const, at: 1_000 },
      { to: 'confirmed' as const, at: 60_000 },
      { to: 'ready' as const, at: 660_000 },
      { to: 'ready' as const, at: 700_000 },
    ];
    expect(prepTimeMs({ status: 'completed', statusHistory: history })).toBe(600_000);
    expect(prepTimeMs({ status: 'preparing', statusHistory: history.slice(0, 3) })).toBeNull();
  });
});

describe('rollup deltas', () => {
  it('keep the rollup equal to a recomputation through a status change the day after, and a delete', () => {
    const placed = order();
    const confirmed = order({ status: 'confirmed', statusHistory: [{ to: 'pending', at: placed.createdAt }, { to: 'confirmed', at: placed.createdAt + 86_400_000 }] });
    const steps = [rollupDelta(null, placed, NY), rollupDelta(placed, confirmed, NY)];
    expect(replay(steps)).toEqual(
      new Map([...dailyStatsFromOrders([confirmed], NY)].map(([date, stats]) => [date, comparableDailyStats(stats)])),
    );
    // The change the day after still belongs to the day the order was placed.
    expect([...replay(steps).keys()]).toEqual(['2026-03-07']);
    // Cancelled: its revenue leaves its hour, which keeps a 0 in Firestore and nothing in a recomputation.
    const cancelled = order({ status: 'cancelled', statusHistory: [...(confirmed.statusHistory ?? []), { to: 'cancelled', at: placed.createdAt + 90_000_000, reason: 'Closed' }] });
    expect(replay([...steps, rollupDelta(confirmed, cancelled, NY)])).toEqual(
      new Map([...dailyStatsFromOrders([cancelled], NY)].map(([date, stats]) => [date, comparableDailyStats(stats)])),
    );
    const gone = replay([...steps, rollupDelta(confirmed, null, NY)]);
    expect(gone.get('2026-03-07')).toEqual(comparableDailyStats(emptyDailyStats('2026-03-07')));
  });

  it('add nothing for a write analytics does not count (seller notes on an active order)', () => {
    expect(rollupDelta(order(), order({ sellerNotes: 'no onions' }), NY)).toEqual([]);
  });
});
