import { describe, expect, it } from 'vitest';
import { firstWindowDay, leavesWindow, ORDER_WINDOW_DAYS, orderWindowStart } from './order-window';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('the window of orders a device keeps (issue 11)', () => {
  it('starts at local midnight 45 days before today, whatever the hour now', () => {
    expect(ORDER_WINDOW_DAYS).toBe(45);
    expect(orderWindowStart(at(2026, 3, 20, 23))).toBe(at(2026, 2, 3));
    expect(orderWindowStart(at(2026, 3, 20, 0))).toBe(at(2026, 2, 3));
    expect(firstWindowDay(at(2026, 3, 20, 9))).toBe('2026-02-03');
  });

  it('crosses month and year ends', () => {
    expect(firstWindowDay(at(2026, 1, 10, 12))).toBe('2025-11-26');
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
