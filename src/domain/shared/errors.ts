// Error classification and backoff (doc 1 §7.4, §9), and the error type the
// Cloud Functions throw when a command breaks a rule.
import {
  AUTH_BACKOFF_BASE_MS,
  AUTH_BACKOFF_FACTOR,
  AUTH_BACKOFF_JITTER_MS,
  AUTH_BACKOFF_MAX_MS,
  DATA_RETRY_FACTOR,
  DATA_RETRY_INITIAL_DELAY_MS,
  DATA_RETRY_JITTER_RATIO,
  DATA_RETRY_MAX_DELAY_MS,
} from './limits';

/** The text to classify: a string, an Error's message, or an object's message or code. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return [code, message].filter((part) => typeof part === 'string').join(' ');
  }
  return '';
}

const RETRYABLE = ['network', 'timeout', 'unavailable', 'internal', 'deadline-exceeded', 'resource-exhausted'];
const AUTH_WORDS = ['auth', 'permission', 'unauthorized', 'forbidden', 'token', 'expired'];

function mentions(error: unknown, words: readonly string[]): boolean {
  const text = errorText(error).toLowerCase();
  return words.some((word) => text.includes(word));
}

/** Only transient failures are retried; anything else would fail the same way again. */
export function isRetryableError(error: unknown): boolean {
  return mentions(error, RETRYABLE);
}

/** Errors that call for an authentication recovery (token refresh) before anything else. */
export function isAuthError(error: unknown): boolean {
  return mentions(error, AUTH_WORDS);
}

// What the identity service answers when a session is over for good: the
// refresh token was revoked or expired, the account disabled or deleted.
// Anything else (no network, a timeout, a 5xx) leaves the session waiting.
const DEFINITIVE_AUTH_CODES = [
  'auth/user-token-expired',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-user-token',
  'auth/user-mismatch',
];

/** The identity service refused the session for good: only signing in again helps. */
export function isDefinitiveAuthRefusal(error: unknown): boolean {
  let cause: unknown = error;
  // A refresh failure arrives wrapped in the catalogue's message; its cause has the code.
  for (let depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && DEFINITIVE_AUTH_CODES.includes(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Stable codes, the same names as the callable functions' error codes. */
export type DomainErrorCode =
  | 'invalid-argument'
  | 'failed-precondition'
  | 'permission-denied'
  | 'unauthenticated'
  | 'not-found'
  | 'already-exists'
  | 'resource-exhausted';

/**
 * A broken business rule. `message` is the catalogue text shown to the user,
 * so the server can reject a command with exactly the words the client would
 * have shown; `code` is for programs.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fields?: Readonly<Record<string, string>>;

  constructor(code: DomainErrorCode, message: string, fields?: Readonly<Record<string, string>>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export interface BackoffOptions {
  baseMs: number;
  factor: number;
  maxMs: number;
  /** Up to this many ms added on top (auth: 1 s). */
  jitterMs?: number;
  /** Up to this share of the delay added on top (data: 0.2). */
  jitterRatio?: number;
}

export const AUTH_BACKOFF: BackoffOptions = {
  baseMs: AUTH_BACKOFF_BASE_MS,
  factor: AUTH_BACKOFF_FACTOR,
  maxMs: AUTH_BACKOFF_MAX_MS,
  jitterMs: AUTH_BACKOFF_JITTER_MS,
};

export const DATA_RETRY_BACKOFF: BackoffOptions = {
  baseMs: DATA_RETRY_INITIAL_DELAY_MS,
  factor: DATA_RETRY_FACTOR,
  maxMs: DATA_RETRY_MAX_DELAY_MS,
  jitterRatio: DATA_RETRY_JITTER_RATIO,
};

/**
 * Delay before retry number `attempt` (0 for the first retry):
 * min(base x factor^attempt, max), then jitter is added on top, so the cap
 * may be exceeded by at most the jitter. `random` returns [0, 1) and is a
 * parameter so tests are deterministic. Jitter spreads clients apart so they
 * do not all retry at the same instant after an outage.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const exponential = Math.min(options.baseMs * options.factor ** Math.max(0, attempt), options.maxMs);
  const r = random();
  const jitter = (options.jitterMs ?? 0) * r + exponential * (options.jitterRatio ?? 0) * r;
  return Math.round(exponential + jitter);
}
