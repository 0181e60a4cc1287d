import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { DomainError, isDomainError } from '../../../src/domain/shared/errors';
import { isClientId } from '../../../src/domain/shared/ids';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { Claims } from '../../../src/domain/shared/entities';

export interface Caller {
  uid: string;
  email?: string;
  /** Whether the token says the address is the account holder's (a link they opened, or a provider that vouches). */
  emailVerified: boolean;
  /** A kitchen display's account: its `device` claim, or its sign-in by custom token (only displays get those). */
  device: boolean;
  /** The account's phone number, when it signs in by phone. */
  phone?: string;
  claims: Claims;
  /** The Firebase app id of a valid App Check token the call carried; absent without one. */
  appId?: string;
}

/** Reads one field of an untrusted payload as text ('' when it is not a string). */
export function text(data: unknown, field: string): string {
  const value = (data as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** The store a call names: a document id, or the call is refused with the spec's words. */
export function storeIdOf(data: unknown): string {
  const storeId = text(data, 'storeId');
  if (!isClientId(storeId)) throw new DomainError('invalid-argument', MESSAGES.menu.storeRequired);
  return storeId;
}

/** A callable of the portal's signed-in pages that runs no command (invitations, store creation, a table's link). */
export interface SignedInHandler<Result = unknown> {
  readonly kind: 'signedIn';
  run(data: unknown, caller: Caller): Promise<Result>;
}

/**
 * The handler sees a signed-in caller and the payload as `unknown` (it
 * validates it with src/domain); lib/deploy.ts wraps it in its callable.
 */
export function signedIn<Result>(run: (data: unknown, caller: Caller) => Promise<Result>): SignedInHandler<Result> {
  return { kind: 'signedIn', run };
}

/**
 * Who is calling: the caller must be signed in with an unexpired token. The
 * app's App Check policy is checked after this, by the callable (lib/deploy.ts).
 */
export function signedInCaller(request: CallableRequest<unknown>): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', MESSAGES.session.noAuthenticatedUser);
  const token = request.auth.token;
  // Production verifies expiry with the signature; the emulator skips both
  // (firebase-tools decodes tokens unverified), so expiry is checked here too.
  if (token.exp * 1000 <= Date.now()) {
    throw new HttpsError('unauthenticated', MESSAGES.session.authenticationRequired);
  }
  return {
    uid: request.auth.uid,
    claims: token as unknown as Claims,
    ...(token.email ? { email: token.email } : {}),
    emailVerified: token.email_verified === true,
    device: token.device === true || token.firebase?.sign_in_provider === 'custom',
    ...(typeof token.phone_number === 'string' ? { phone: token.phone_number } : {}),
    ...(request.app ? { appId: request.app.appId } : {}),
  };
}

/** A broken business rule reaches the client as its catalogue message; anything else as 'internal'. */
export function asHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (isDomainError(error)) return new HttpsError(error.code, error.message, error.fields);
  logger.error('Unexpected failure in a secure call', error);
  return new HttpsError('internal', MESSAGES.stores.unexpected);
}
