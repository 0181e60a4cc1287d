// What a data operation asks of the session before and after it runs
// (doc 1 §4.1, §7.4): wait for a stable state, insist on AUTHENTICATED, and
// recover from an authentication error by refreshing the token.
import { isOperationAllowed } from '../../domain/auth-state';
import { MESSAGES } from '../../domain/messages';
import type { SessionManager } from './session-manager';

type Session = Pick<SessionManager, 'machine' | 'refresh'>;

/**
 * Resolves when operations may run. Waits up to 10 s for a stable state; an
 * expired token gets one refresh; any other state is refused with its name.
 */
export async function ensureOperationAllowed(session: Session): Promise<void> {
  const state = await session.machine.waitForStable();
  if (state === 'TOKEN_EXPIRED') {
    try {
      await session.refresh({ force: true });
    } catch (error) {
      throw new Error(MESSAGES.session.tokenExpiredDuringRefresh, { cause: error });
    }
  }
  const now = session.machine.state;
  if (now === 'SIGNED_OUT' || now === 'UNINITIALIZED') throw new Error(MESSAGES.session.authenticationRequired);
  if (!isOperationAllowed(now)) throw new Error(MESSAGES.session.invalidAuthState(now));
}

/**
 * After an operation failed with an authentication error (isAuthError): fetch
 * a new token, since claims may have changed. If even that fails the session
 * is in ERROR, and the user must sign in again.
 */
export async function recoverFromAuthError(session: Session): Promise<void> {
  try {
    await session.refresh({ force: true, claimsChanged: true });
  } catch (error) {
    session.machine.transition('ERROR');
    throw new Error(MESSAGES.session.authenticationRequired, { cause: error });
  }
}
