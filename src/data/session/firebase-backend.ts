// The real AuthBackend: firebase/auth, on the emulator locally.
import { onIdTokenChanged, signOut, type Auth, type User } from 'firebase/auth';
import type { Claims } from '../../domain/entities';
import type { AuthBackend, IdToken, SessionUser } from './auth-backend';

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, phoneNumber: user.phoneNumber, displayName: user.displayName };
}

export function firebaseBackend(auth: Auth): AuthBackend {
  return {
    // onIdTokenChanged (not onAuthStateChanged) so a profile change such as a
    // new sign-in of the same user is seen too; the manager ignores repeats.
    onUserChanged: (listener) => onIdTokenChanged(auth, (user) => listener(user ? toSessionUser(user) : null)),
    currentUser: () => (auth.currentUser ? toSessionUser(auth.currentUser) : null),
    async getIdToken(force: boolean): Promise<IdToken> {
      const user = auth.currentUser;
      if (!user) throw new Error('auth/no-current-user');
      const result = await user.getIdTokenResult(force);
      return {
        token: result.token,
        expiresAt: Date.parse(result.expirationTime),
        claims: result.claims as unknown as Claims,
      };
    },
    signOut: () => signOut(auth),
  };
}
