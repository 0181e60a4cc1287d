// The real AuthBackend: firebase/auth, on the emulator locally.
import { onIdTokenChanged, signOut, type Auth, type User } from 'firebase/auth';
import type { Claims } from '../../domain/shared/entities';
import { localTokenExpiry, measureClockSkew } from '../../domain/session/token';
import type { AuthBackend, IdToken, SessionUser } from './auth-backend';
import type { KeyValueStore } from './token-cache';

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, phoneNumber: user.phoneNumber, displayName: user.displayName };
}

/** This device's clock minus the identity service's, kept across reloads. */
export const CLOCK_SKEW_KEY = 'authClockSkewMs';

export function firebaseBackend(auth: Auth, local: KeyValueStore | null = null): AuthBackend {
  let skew = Number(local?.getItem(CLOCK_SKEW_KEY)) || 0;
  return {
    // onIdTokenChanged (not onAuthStateChanged) so a profile change such as a
    // new sign-in of the same user is seen too; the manager ignores repeats.
    onUserChanged: (listener) => onIdTokenChanged(auth, (user) => listener(user ? toSessionUser(user) : null)),
    currentUser: () => (auth.currentUser ? toSessionUser(auth.currentUser) : null),
    async getIdToken(force: boolean): Promise<IdToken> {
      const user = auth.currentUser;
      if (!user) throw new Error('auth/no-current-user');
      const result = await user.getIdTokenResult(force);
      // A forced token was issued just now: the gap between the clocks is the skew.
      if (force) {
        skew = measureClockSkew(Date.now(), Date.parse(result.issuedAtTime));
        local?.setItem(CLOCK_SKEW_KEY, String(skew));
      }
      return {
        token: result.token,
        expiresAt: localTokenExpiry(Date.parse(result.expirationTime), skew),
        claims: result.claims as unknown as Claims,
      };
    },
    signOut: () => signOut(auth),
  };
}
