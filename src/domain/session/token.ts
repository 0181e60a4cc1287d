// Token timing rules (doc 1 §4.2). All times are epoch ms.
import {
  TOKEN_CACHE_TTL_MS,
  TOKEN_REFRESH_BUFFER_MS,
  TOKEN_REFRESH_GRACE_MS,
  TOKEN_URGENT_THRESHOLD_MS,
  TOKEN_VALID_MIN_REMAINING_MS,
} from '../shared/limits';

/** Valid for a secure call only with more than 5 minutes left. */
export function isTokenValid(expiry: number, now: number): boolean {
  return expiry - now > TOKEN_VALID_MIN_REMAINING_MS;
}

/** Delay until the scheduled refresh, 5 minutes before expiry; 0 means now. */
export function refreshDelayMs(expiry: number, now: number): number {
  return Math.max(0, expiry - TOKEN_REFRESH_BUFFER_MS - now);
}

/** The 60-second check refreshes when expiry is within 5 minutes. */
export function needsProactiveRefresh(expiry: number, now: number): boolean {
  return expiry - now <= TOKEN_REFRESH_BUFFER_MS;
}

/** A forced refresh within 5 s of the last one is skipped unless the token expires within 30 s. */
export function shouldSkipForcedRefresh(lastRefreshAt: number | null, expiry: number, now: number): boolean {
  if (lastRefreshAt === null) return false;
  return now - lastRefreshAt < TOKEN_REFRESH_GRACE_MS && expiry - now > TOKEN_URGENT_THRESHOLD_MS;
}

export interface CachedToken {
  expiryTime: number;
  cachedAt: number;
  fingerprint: string;
  userId: string;
}

/** The session cache is dropped when older than 5 minutes, from another browser, another user, or expired. */
export function isCachedTokenUsable(
  cache: CachedToken,
  current: { fingerprint: string; userId: string },
  now: number,
): boolean {
  return (
    now - cache.cachedAt < TOKEN_CACHE_TTL_MS &&
    cache.fingerprint === current.fingerprint &&
    cache.userId === current.userId &&
    cache.expiryTime > now
  );
}

/**
 * An ID token's expiry on this device's clock. The token's `exp` and `iat` are
 * the identity service's clock; a tablet whose clock is hours off would
 * otherwise hold a fresh token for expired (and refresh without end) or an
 * expired one for valid. `skewMs` is this device's clock minus the service's,
 * measured when a token was just issued (`measureClockSkew`).
 */
export function localTokenExpiry(serverExpiry: number, skewMs: number): number {
  return serverExpiry + skewMs;
}

/** Skews under a minute are network latency and rounding, not a wrong clock. */
const SKEW_NOISE_MS = 60_000;

/** This device's clock minus the identity service's, from a token issued just now. */
export function measureClockSkew(receivedAt: number, issuedAt: number): number {
  const skew = receivedAt - issuedAt;
  return Math.abs(skew) < SKEW_NOISE_MS ? 0 : skew;
}
