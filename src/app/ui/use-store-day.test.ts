import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStoreDay } from './use-store-day';

describe('the store day on a screen left open', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("turns at the store's midnight, not the device's", () => {
    // 23:59:30 in Auckland (UTC+13 in November) is 10:59:30 UTC.
    vi.setSystemTime(new Date('2026-11-25T10:59:30Z'));
    const days: string[] = [];
    const stop = watchStoreDay('Pacific/Auckland', (d) => days.push(d));
    vi.advanceTimersByTime(29_000);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(days).toEqual(['2026-11-26']);
    // And again a whole store day later, from the timer it armed itself.
    vi.advanceTimersByTime(86_400_000);
    expect(days).toEqual(['2026-11-26', '2026-11-27']);
    stop();
  });

  it('follows a daylight-saving night: the 23-hour day turns after 23 hours', () => {
    // New York, 2027-03-14 springs forward: midnight to midnight is 23 hours.
    vi.setSystemTime(new Date('2027-03-14T05:00:00Z')); // 00:00 EST
    const days: string[] = [];
    const stop = watchStoreDay('America/New_York', (d) => days.push(d));
    vi.advanceTimersByTime(23 * 3_600_000 - 1);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(days).toEqual(['2027-03-15']);
    stop();
  });

  it('says nothing once stopped', () => {
    vi.setSystemTime(new Date('2026-11-25T23:59:00Z'));
    const days: string[] = [];
    const stop = watchStoreDay('UTC', (d) => days.push(d));
    stop();
    vi.advanceTimersByTime(120_000);
    expect(days).toEqual([]);
  });
});
