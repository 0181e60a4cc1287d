import { describe, expect, it } from 'vitest';
import { firstWholeDay, leavesWindow, ORDER_WINDOW_DAYS, orderWindowStart } from './order-window';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('the window of orders a device keeps', () => {
  it('starts at local midnight 45 days before today, whatever the hour now', () => {
    expect(ORDER_WINDOW_DAYS).toBe(45);
    expect(orderWindowStart(at(2026, 3, 20, 23))).toBe(at(2026, 2, 3));
    expect(orderWindowStart(at(2026, 3, 20, 0))).toBe(at(2026, 2, 3));
  });

  it('crosses month and year ends', () => {
    expect(orderWindowStart(at(2026, 1, 10, 12))).toBe(at(2025, 11, 26));
  });

  describe('the first store day it holds whole', () => {
    const utc = (iso: string) => Date.parse(iso);
    it('is the window\'s own day when the window starts at the store\'s midnight', () => {
      expect(firstWholeDay(utc('2026-02-03T00:00:00Z'), 'UTC')).toBe('2026-02-03');
      expect(firstWholeDay(utc('2026-02-02T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-02-03'); // 00:00 there
    });
    it('is the next day when the device\'s midnight falls inside a store day', () => {
      // A device in Auckland (UTC+13) starts its window at 11:00 UTC the day before.
      expect(firstWholeDay(utc('2026-02-02T11:00:00Z'), 'UTC')).toBe('2026-02-03');
      expect(firstWholeDay(utc('2026-02-02T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-02-04'); // 00:30 on the 3rd there
      // A device in New York (UTC-5) starts it at 05:00 UTC: 21:00 on the 2nd in Los Angeles, 06:00 on the 3rd in Paris.
      expect(firstWholeDay(utc('2026-02-03T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-03');
      expect(firstWholeDay(utc('2026-02-03T05:00:00Z'), 'Europe/Paris')).toBe('2026-02-04');
    });
  });

  it.each([
    ['a completed order from before the window leaves', 'completed', at(2026, 1, 1), true],
    ['a cancelled order from before the window leaves', 'cancelled', at(2026, 1, 1), true],
    ['an active order of any age stays', 'preparing', at(2025, 1, 1), false],
    ['a pending order of any age stays', 'pending', at(2025, 1, 1), false],
    ['a completed order placed at the window start stays', 'completed', at(2026, 2, 3), false],
  ] as const)('%s', (_, status, createdAt, leaves) => {
    expect(leavesWindow({ status, createdAt }, orderWindowStart(at(2026, 3, 20, 12)))).toBe(leaves);
  });
});
