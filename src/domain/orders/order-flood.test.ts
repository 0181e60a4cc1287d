import { describe, expect, it } from 'vitest';
import { addressKey, decideOrder, floodMessage, ORDER_LIMIT_DEFAULTS, pausedLinks, readOrderLimits, secondsUntilRoom, shardsFor, slidingCount, windowAt } from './order-flood';

const limits = ORDER_LIMIT_DEFAULTS;
const at = (elapsed: number) => ({ start: 0, elapsed });

const none = { store: 0, link: 0, address: 0 };

describe('order flood limits', () => {
  it('defaults: 10 a minute per link, 60 per address into a store, 120 per store, 200 unconfirmed, 20 of them a link, 40 an address', () => {
    expect(limits).toEqual({ perLink: 10, perAddress: 60, perStore: 120, pending: 200, pendingPerLink: 20, pendingPerAddress: 40 });
  });

  it('a store may raise or lower a limit with a whole number; anything else keeps the default', () => {
    expect(readOrderLimits({ perStore: 1000, perAddress: 0, pending: 'many', perLink: 2.5 })).toEqual({ ...limits, perStore: 1000 });
    expect(readOrderLimits(null)).toEqual(limits);
    expect(readOrderLimits({ perStore: 10_000_000 }).perStore).toBe(120);
  });

  it('sizes shards so each counter document takes about one write a second at its limit', () => {
    expect(shardsFor(10)).toBe(1);
    expect(shardsFor(60)).toBe(1);
    expect(shardsFor(61)).toBe(2);
    expect(shardsFor(120)).toBe(2);
    expect(shardsFor(1200)).toBe(20);
  });

  it('weights the previous window by the part still inside the last minute', () => {
    expect(windowAt(90_000)).toEqual({ start: 60_000, elapsed: 0.5 });
    expect(slidingCount(60, 10, at(0.5))).toBe(40);
  });

  it('admits up to the limit and refuses the next, naming the limit and the wait', () => {
    const counts = (current: number) => [{ scope: 'address' as const, previous: 0, current }];
    expect(decideOrder(counts(59), none, limits, at(0.2), false)).toEqual({ allowed: true });
    // Reserved: the count holds the order itself.
    expect(decideOrder(counts(60), none, limits, at(0.2), true)).toEqual({ allowed: true });
    expect(decideOrder(counts(61), none, limits, at(0.2), true)).toEqual({ allowed: false, reason: 'address', waitSeconds: 49 });
    expect(decideOrder(counts(60), none, limits, at(0.2), false)).toMatchObject({ allowed: false, reason: 'address' });
  });

  it('the first full scope refuses; the unconfirmed cap comes after the rates', () => {
    const counts = [
      { scope: 'link' as const, previous: 0, current: 3 },
      { scope: 'store' as const, previous: 120, current: 0 },
    ];
    expect(decideOrder(counts, none, limits, at(0), false)).toMatchObject({ allowed: false, reason: 'store' });
    expect(decideOrder(counts, none, limits, at(0.5), false)).toEqual({ allowed: true });
    expect(decideOrder(counts, { ...none, store: 200 }, limits, at(0.5), false)).toEqual({ allowed: false, reason: 'pending' });
  });

  it("pauses one table link, or one address, at its own unconfirmed cap, below the store's", () => {
    const quiet = [{ scope: 'link' as const, previous: 0, current: 0 }];
    expect(decideOrder(quiet, { store: 25, link: 19, address: 39 }, limits, at(0.5), false)).toEqual({ allowed: true });
    expect(decideOrder(quiet, { store: 25, link: 20, address: 0 }, limits, at(0.5), false)).toEqual({ allowed: false, reason: 'pendingLink' });
    expect(decideOrder(quiet, { store: 45, link: 0, address: 40 }, limits, at(0.5), false)).toEqual({ allowed: false, reason: 'pendingAddress' });
    expect(floodMessage({ allowed: false, reason: 'pendingLink' })).toBe('This table has several orders waiting for the staff to confirm them. Please wait a moment, or ask a member of staff.');
    expect(readOrderLimits({ pendingPerLink: 500 })).toMatchObject({ pendingPerLink: 500, pendingPerAddress: 40 });
  });

  it('the wait is when one more order fits', () => {
    // Full this window: room when 60 weighted falls to 59, a moment into the next.
    expect(secondsUntilRoom(0, 60, 60, at(0.5))).toBe(31);
    // The previous window fills it: 60 * (1 - e) + 30 <= 59 when e >= 31/60, 16 s after a quarter.
    expect(secondsUntilRoom(60, 30, 60, at(0.25))).toBe(16);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8::5]')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey(' 203.0.113.9 ')).toBe('203.0.113.9');
  });
});

describe('the links paused for their unconfirmed orders', () => {
  const now = Date.parse('2026-11-27T20:00:00Z');
  const order = (tableLinkId: string, status = 'pending', hoursAgo = 1) => ({ tableLinkId, status, createdAt: now - hoursAgo * 3_600_000 });
  it('are those with 20 pending orders of the last day, with how many wait', () => {
    const orders = [...Array(20).fill(null).map(() => order('a')), ...Array(19).fill(null).map(() => order('b')), order('b', 'confirmed'), order('b', 'pending', 25)];
    expect([...pausedLinks(orders, now)]).toEqual([['a', 20]]);
    expect([...pausedLinks(orders, now, 19)].sort()).toEqual([['a', 20], ['b', 19]]);
  });
});
