import { describe, expect, it } from 'vitest';
import { isCachedTokenUsable, isTokenValid, needsProactiveRefresh, refreshDelayMs, shouldSkipForcedRefresh } from './token';

const MIN = 60_000;

describe('token timing (doc 1 §4.2)', () => {
  const now = 10_000_000;

  it('is valid only with more than 5 minutes left', () => {
    expect(isTokenValid(now + 5 * MIN + 1, now)).toBe(true);
    expect(isTokenValid(now + 5 * MIN, now)).toBe(false);
  });

  it('schedules the refresh 5 minutes before expiry, or now', () => {
    expect(refreshDelayMs(now + 60 * MIN, now)).toBe(55 * MIN);
    expect(refreshDelayMs(now + 3 * MIN, now)).toBe(0);
    expect(needsProactiveRefresh(now + 5 * MIN, now)).toBe(true);
    expect(needsProactiveRefresh(now + 6 * MIN, now)).toBe(false);
  });

  it.each([
    [null, 60 * MIN, false],
    [now - 4_999, 60 * MIN, true],
    [now - 5_000, 60 * MIN, false],
    [now - 1_000, 29_000, false], // urgent: expires within 30 s
  ])('forced refresh after %s, expiry +%d -> skip=%s', (last, left, skip) => {
    expect(shouldSkipForcedRefresh(last, now + left, now)).toBe(skip);
  });

  it('drops the cache when stale, foreign or expired', () => {
    const cache = { expiryTime: now + 30 * MIN, cachedAt: now - MIN, fingerprint: 'fp', userId: 'u' };
    const me = { fingerprint: 'fp', userId: 'u' };
    expect(isCachedTokenUsable(cache, me, now)).toBe(true);
    expect(isCachedTokenUsable({ ...cache, cachedAt: now - 5 * MIN }, me, now)).toBe(false);
    expect(isCachedTokenUsable(cache, { ...me, fingerprint: 'other' }, now)).toBe(false);
    expect(isCachedTokenUsable(cache, { ...me, userId: 'v' }, now)).toBe(false);
    expect(isCachedTokenUsable({ ...cache, expiryTime: now }, me, now)).toBe(false);
  });
});
