// How the sender treats a failed delivery (doc 1 §7.4 retry rules, §4.7
// breaker, §9 data retry). A queued command is the user's work: it is dropped
// only when the server says, for good, that it breaks a rule.
import { DATA_RETRY_BACKOFF, backoffDelay, isAuthError, isRetryableError } from '../shared/errors';
import { SERVER_FAULT_LIMIT, STUCK_COMMAND_FAILURES, STUCK_COMMAND_MS } from '../shared/limits';
import { MESSAGES } from '../shared/messages';

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
  // The file a command carries is gone from this device (storage cleared): no retry brings it back.
  'data-loss',
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

/**
 * The server answered but failed on the request itself ('internal', 'unknown',
 * a bare HTTP 500): maybe a passing fault, maybe a command it can never apply.
 * Not a network failure (no answer says nothing about the command) and not
 * load ('unavailable', 'resource-exhausted', 'deadline-exceeded').
 */
export function isServerFault(failure: DeliveryFailure): boolean {
  return failure.code === 'internal' || failure.code === 'unknown';
}

/** Whether a command with this many server faults in a row is set aside as failed. */
export function isPoison(serverFaults: number): boolean {
  return serverFaults >= SERVER_FAULT_LIMIT;
}

/** What a command set aside after its server faults shows, with Retry and Discard. */
export function serverFaultRefusal(failure: DeliveryFailure): DeliveryFailure {
  return { code: failure.code, message: MESSAGES.sync.serverFailing(SERVER_FAULT_LIMIT) };
}

/** Delay before the next delivery attempt after `failures` transient failures in a row. */
export function retryDelay(failures: number, random: () => number): number {
  return backoffDelay(Math.max(0, failures - 1), DATA_RETRY_BACKOFF, random);
}

/** A chosen image that is no longer on this device: its command can never be delivered. */
export const IMAGE_FILE_MISSING: DeliveryFailure = { code: 'data-loss', message: MESSAGES.menu.imageFailed };

/**
 * A failed Storage upload (firebase/storage error `code`, 'storage/...') as a
 * delivery failure, so the sender's one policy applies: a denial refreshes the
 * token once (claims may be new) and then fails for good with doc 2 §8's
 * upload text; everything else (no network, 5xx, the SDK's own retry limit,
 * a cut upload) stays queued.
 */
export function uploadFailure(code: string): DeliveryFailure {
  if (code === 'storage/unauthorized') return { code: 'permission-denied', message: MESSAGES.upload.permissionDenied };
  if (code === 'storage/unauthenticated') return { code: 'unauthenticated', message: MESSAGES.upload.permissionDenied };
  return { code: 'unavailable', message: `upload failed (${code || 'no code'}); will retry` };
}

/** Answers of a server in trouble: it was reached, and did not take the command. */
const ANSWERED_TROUBLE = new Set(['unavailable', 'deadline-exceeded', 'resource-exhausted', 'aborted', 'internal', 'unknown']);

/**
 * Whether a transient failure counts towards setting the command aside: only
 * an answer of a server in trouble while the device is online. No answer at
 * all (offline, a dropped connection) and sign-in trouble say nothing about
 * the command, so they never count.
 */
export function countsTowardsSettingAside(failure: DeliveryFailure, online: boolean): boolean {
  return online && ANSWERED_TROUBLE.has(failure.code);
}

/**
 * Whether a command the server has kept answering without taking is set aside
 * (Retry, Discard) so that its store's commands behind it go on: at least
 * STUCK_COMMAND_FAILURES such answers, the first STUCK_COMMAND_MS ago or more.
 */
export function isStuck(answered: number, answeredSince: number | undefined, now: number): boolean {
  return answered >= STUCK_COMMAND_FAILURES && answeredSince !== undefined && now - answeredSince >= STUCK_COMMAND_MS;
}

/** What a command set aside that way shows, with Retry and Discard. */
export function stuckRefusal(failure: DeliveryFailure, answered: number): DeliveryFailure {
  return { code: failure.code, message: MESSAGES.sync.serverNotTaking(answered, STUCK_COMMAND_MS / 60_000) };
}
