import { describe, expect, it } from 'vitest';
import {
  isCachedTokenUsable,
  isTokenValid,
  localTokenExpiry,
  measureClockSkew,
  needsProactiveRefresh,
  refreshDelayMs,
  shouldSkipForcedRefresh,
} from './token';

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

describe('clock skew', () => {
  const HOUR = 3_600_000;
  it('a device clock 3 hours ahead sees a fresh token expire 3 hours later on its own clock', () => {
    const issuedAt = Date.UTC(2026, 0, 1, 8);
    const skew = measureClockSkew(issuedAt + 3 * HOUR + 200, issuedAt);
    expect(skew).toBe(3 * HOUR + 200);
    expect(isTokenValid(localTokenExpiry(issuedAt + HOUR, skew), issuedAt + 3 * HOUR + 1000)).toBe(true);
  });
  it('latency and small drift are not skew', () => {
    expect(measureClockSkew(1_000_000 + 59_000, 1_000_000)).toBe(0);
    expect(measureClockSkew(1_000_000 - 59_000, 1_000_000)).toBe(0);
    expect(measureClockSkew(1_000_000 - 61_000, 1_000_000)).toBe(-61_000);
  });
});
