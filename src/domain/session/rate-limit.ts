// Client-side sign-in rate limiting (doc 1 §8 "Client rate limiting", §9).
import {
  LOCKOUT_FAILURE_RATIO,
  LOCKOUT_WINDOW_MULTIPLIER,
  SIGN_IN_HISTORY_MS,
  SIGN_IN_RATE_LIMIT_ATTEMPTS,
  SIGN_IN_RATE_LIMIT_WINDOW_MS,
} from '../shared/limits';
import { MESSAGES } from '../shared/messages';

export interface Attempt {
  at: number;
  success: boolean;
}

export interface RateLimitConfig {
  maxAttempts: number;
  windowMs: number;
  historyMs: number;
}

export const SIGN_IN_RATE_LIMIT: RateLimitConfig = {
  maxAttempts: SIGN_IN_RATE_LIMIT_ATTEMPTS,
  windowMs: SIGN_IN_RATE_LIMIT_WINDOW_MS,
  historyMs: SIGN_IN_HISTORY_MS,
};

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; kind: 'rate-limited' | 'locked'; waitSeconds: number; message: string };

/** History older than 5 minutes is forgotten. */
export function pruneAttempts(history: readonly Attempt[], now: number, config = SIGN_IN_RATE_LIMIT): Attempt[] {
  return history.filter((a) => now - a.at < config.historyMs);
}

/**
 * At most 5 attempts per 60 s. When the latest 5 attempts fell within one
 * window and 80 % or more of them failed, it looks like guessing: locked for
 * twice the window, counted from the newest attempt. Otherwise a full window
 * means waiting until its oldest attempt leaves it.
 */
export function checkRateLimit(
  history: readonly Attempt[],
  now: number,
  config = SIGN_IN_RATE_LIMIT,
): RateLimitDecision {
  const sorted = [...history].sort((a, b) => a.at - b.at);
  const latest = sorted.slice(-config.maxAttempts);
  const oldest = latest[0];
  const newest = latest[latest.length - 1];
  if (latest.length === config.maxAttempts && oldest && newest && newest.at - oldest.at < config.windowMs) {
    const failed = latest.filter((a) => !a.success).length;
    const lockedUntil = newest.at + config.windowMs * LOCKOUT_WINDOW_MULTIPLIER;
    if (failed / latest.length >= LOCKOUT_FAILURE_RATIO && now < lockedUntil) {
      const waitSeconds = Math.ceil((lockedUntil - now) / 1000);
      return { allowed: false, kind: 'locked', waitSeconds, message: MESSAGES.rateLimit.locked(waitSeconds) };
    }
    const freeAt = oldest.at + config.windowMs;
    if (now < freeAt) {
      const waitSeconds = Math.ceil((freeAt - now) / 1000);
      return { allowed: false, kind: 'rate-limited', waitSeconds, message: MESSAGES.rateLimit.exceeded(waitSeconds) };
    }
  }
  return { allowed: true };
}
