import { describe, expect, it } from 'vitest';
import { parseSavedOrders, SAVED_ORDER_MS, withOrder } from './saved-orders';

const now = 1_750_000_000_000;
const order = (token: string, placedAt = now) => ({ token, storeId: 's1', orderId: `o-${token}`, placedAt });

describe('saved orders', () => {
  it('keeps a second order from the same table beside the first, and a replayed one once', () => {
    const list = withOrder(withOrder([], order('a')), order('b'));
    expect(list.map((o) => o.token)).toEqual(['a', 'b']);
    expect(withOrder(list, order('a', now + 1)).map((o) => o.token)).toEqual(['b', 'a']);
  });

  it('forgets orders older than a day and entries it cannot read', () => {
    const stored = [order('old', now - SAVED_ORDER_MS), order('new', now - 1000), { token: 'x' }, 'junk'];
    expect(parseSavedOrders(stored, now).map((o) => o.token)).toEqual(['new']);
    expect(parseSavedOrders('junk', now)).toEqual([]);
  });
});
