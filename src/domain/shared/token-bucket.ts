// A token bucket, the rule behind the per-store allowances of work that
// costs (reading a menu, sending feedback): a burst of `capacity` at once,
// then `perHour` more an hour, refilled evenly. Pure, so the Functions'
// Firestore-backed bucket (functions/src/lib/token-bucket.ts) and its tests
// share one arithmetic.

export interface BucketRule {
  /** Calls allowed at once after a quiet spell. */
  capacity: number;
  /** Calls allowed an hour once the burst is spent. */
  perHour: number;
}

/** What is kept between calls: the tokens left at `at` (ms). */
export interface BucketState {
  tokens: number;
  at: number;
}

export type Take = { allowed: true; state: BucketState } | { allowed: false; waitSeconds: number };

const HOUR_MS = 60 * 60 * 1000;

/** One call at `now` against the state kept (none: a full bucket). Refused calls change nothing. */
export function takeToken(rule: BucketRule, kept: BucketState | undefined, now: number): Take {
  const elapsed = Math.max(0, now - (kept?.at ?? now));
  const tokens = Math.min(rule.capacity, (kept?.tokens ?? rule.capacity) + (elapsed * rule.perHour) / HOUR_MS);
  if (tokens >= 1) return { allowed: true, state: { tokens: tokens - 1, at: now } };
  return { allowed: false, waitSeconds: Math.max(1, Math.ceil(((1 - tokens) * HOUR_MS) / rule.perHour / 1000)) };
}

/** A kept state read back from storage, or undefined when it is not one. */
export function readBucketState(data: unknown): BucketState | undefined {
  const { tokens, at } = (data ?? {}) as Record<string, unknown>;
  return typeof tokens === 'number' && Number.isFinite(tokens) && typeof at === 'number' && Number.isFinite(at) ? { tokens, at } : undefined;
}
