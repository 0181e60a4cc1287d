import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { filterOrders, NO_FILTER, validateOrderFilter } from './order-filter';

const orders = [
  { id: 'a', status: 'pending' as const, items: [], totalAmount: 9.99 },
  { id: 'b', status: 'completed' as const, items: [], totalAmount: 10.1 },
  { id: 'c', status: 'completed' as const, items: [{ price: 0.1, quantity: 3 }] },
  { id: 'd', status: 'cancelled' as const, items: [], totalAmount: 50 },
];
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('analytics filters (doc 1 §7.2)', () => {
  it('keeps every order without a filter', () => {
    expect(ids(filterOrders(orders, NO_FILTER))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by status and by an inclusive amount range, in cents (0.1 × 3 is 0.30)', () => {
    expect(ids(filterOrders(orders, { status: 'completed', minAmount: null, maxAmount: null }))).toEqual(['b', 'c']);
    expect(ids(filterOrders(orders, { status: 'all', minAmount: 0.3, maxAmount: 10.1 }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterOrders(orders, { status: 'all', minAmount: 10.1, maxAmount: null }))).toEqual(['b', 'd']);
  });

  it('reads the form: blanks are no bound, an unknown status is all', () => {
    expect(validateOrderFilter({ status: 'ready', minAmount: ' 5 ', maxAmount: '' })).toEqual({ ok: true, value: { status: 'ready', minAmount: 5, maxAmount: null } });
    expect(validateOrderFilter({ status: 'nope', minAmount: '', maxAmount: '' })).toEqual({ ok: true, value: NO_FILTER });
  });

  it('refuses a negative or unreadable amount and a maximum below the minimum', () => {
    expect(validateOrderFilter({ status: 'all', minAmount: '-1', maxAmount: 'abc' })).toEqual({
      ok: false, errors: { minAmount: MESSAGES.reports.amountInvalid, maxAmount: MESSAGES.reports.amountInvalid },
    });
    expect(validateOrderFilter({ status: 'all', minAmount: '20', maxAmount: '10' })).toEqual({ ok: false, errors: { maxAmount: MESSAGES.reports.amountOrder } });
  });
});
