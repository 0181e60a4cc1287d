import type { Auth } from 'firebase/auth';
import type { TokenSource } from './token-source';

/**
 * A TokenSource over Firebase Auth's current user, until the session manager
 * (which adds refresh buffers, rate limits and offline queueing) replaces it.
 * getIdToken() already refreshes a token that expires within five minutes.
 */
export function firebaseTokenSource(auth: Auth): TokenSource {
  return {
    async getToken(options) {
      const user = auth.currentUser;
      return user ? user.getIdToken(options?.forceRefresh ?? false) : null;
    },
  };
}
