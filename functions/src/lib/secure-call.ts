import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { DomainError, isDomainError } from '../../../src/domain/shared/errors';
import { isClientId } from '../../../src/domain/shared/ids';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { Claims } from '../../../src/domain/shared/entities';
import { appCheckRefusal, enforcesAppCheck } from './app-check-policy';
import { callOrigins } from './call-origins';

/**
 * App Check for the portal's callables: ENFORCE_APP_CHECK=true in
 * functions/.env.<project-id> (see the README and lib/app-check-policy.ts).
 * Off by default: the app sends tokens only when built with a site key.
 */
const enforceAppCheck = enforcesAppCheck('portal', process.env);
/** The portal's own address only, where PORTAL_URL is set (lib/call-origins.ts). */
const cors = callOrigins('portal', process.env);

export interface Caller {
  uid: string;
  email?: string;
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

/**
 * Every secure callable goes through here: the caller must be signed in, the
 * payload is handed over as `unknown` (handlers validate it with src/domain),
 * and a broken business rule reaches the client as its catalogue message.
 */
export function secureCall<Result>(handler: (data: unknown, caller: Caller) => Promise<Result>) {
  return onCall({ enforceAppCheck, cors }, async (request: CallableRequest<unknown>) => {
    if (!request.auth) throw new HttpsError('unauthenticated', MESSAGES.session.noAuthenticatedUser);
    const token = request.auth.token;
    // Production verifies expiry with the signature; the emulator skips both
    // (firebase-tools decodes tokens unverified), so expiry is checked here too.
    if (token.exp * 1000 <= Date.now()) {
      throw new HttpsError('unauthenticated', MESSAGES.session.authenticationRequired);
    }
    // Whose app may call, checked here too: the emulator only decodes tokens, so this is what it can prove.
    const appRefusal = appCheckRefusal('portal', request.app?.appId, process.env);
    if (appRefusal) throw new HttpsError('permission-denied', appRefusal);
    const caller: Caller = {
      uid: request.auth.uid,
      claims: token as unknown as Claims,
      ...(token.email ? { email: token.email } : {}),
      ...(request.app ? { appId: request.app.appId } : {}),
    };
    try {
      return await handler(request.data, caller);
    } catch (error) {
      throw asHttpsError(error);
    }
  });
}

/** A broken business rule reaches the client as its catalogue message; anything else as 'internal'. */
export function asHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (isDomainError(error)) return new HttpsError(error.code, error.message, error.fields);
  logger.error('Unexpected failure in a secure call', error);
  return new HttpsError('internal', MESSAGES.stores.unexpected);
}
