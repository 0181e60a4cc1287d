// How the sender treats a failed delivery (doc 1 §7.4 retry rules, §4.7
// breaker, §9 data retry). A queued command is the user's work: it is dropped
// only when the server says, for good, that it breaks a rule.
import { DATA_RETRY_BACKOFF, backoffDelay, isAuthError, isRetryableError } from './errors';

export type FailureKind =
  /** Get a fresh ID token and send again at once. */
  | 'auth'
  /** Keep the command and try later (network down, server busy, lost answer). */
  | 'transient'
  /** The server refused the command: take it out of the queue and tell the user. */
  | 'permanent';

/** Refusals a server gives for a rule, which would be given again on every retry. */
const PERMANENT_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'not-found',
  'already-exists',
  'out-of-range',
  'unimplemented',
]);

export interface DeliveryFailure {
  /** The callable error code ('invalid-argument'), or 'network' when no answer came. */
  code: string;
  message: string;
}

/**
 * `refreshed` says whether this attempt already used a token fetched with
 * forceRefresh: an auth error after that is not cured by another refresh.
 */
export function classifyFailure(failure: DeliveryFailure, refreshed: boolean): FailureKind {
  if (failure.code === 'unauthenticated') return refreshed ? 'transient' : 'auth';
  // Claims reach the client only in a new token: a store just joined looks
  // like a denial until the token is refreshed once.
  if (failure.code === 'permission-denied') return refreshed ? 'permanent' : 'auth';
  if (PERMANENT_CODES.has(failure.code)) return 'permanent';
  if (isRetryableError(failure)) return 'transient';
  if (isAuthError(failure)) return refreshed ? 'transient' : 'auth';
  // Unknown trouble: keeping the command costs a retry, dropping it loses work.
  return 'transient';
}

/** Delay before the next delivery attempt after `failures` transient failures in a row. */
export function retryDelay(failures: number, random: () => number): number {
  return backoffDelay(Math.max(0, failures - 1), DATA_RETRY_BACKOFF, random);
}
