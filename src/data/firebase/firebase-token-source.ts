import type { Auth } from 'firebase/auth';
import { tokensFor, type TokenSource } from './token-source';

/**
 * A TokenSource over Firebase Auth's current user, until the session manager
 * (which adds refresh buffers, rate limits and offline queueing) replaces it.
 * getIdToken() already refreshes a token that expires within five minutes.
 * Bound to `uid`: another user signing in on the device meanwhile gets no
 * token from it (a service worker's drain can outlive a sign-in).
 */
export function firebaseTokenSource(auth: Auth, uid: string): TokenSource {
  return tokensFor(uid, () => auth.currentUser?.uid, {
    async getToken(options) {
      const user = auth.currentUser;
      return user ? user.getIdToken(options?.forceRefresh ?? false) : null;
    },
  });
}
