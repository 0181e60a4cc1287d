// The one session of the app: the manager wired to firebase/auth, the browser's
// clock, network and storage. Anything needing a token imports `tokenSource`.
import { useSyncExternalStore } from 'react';
import { auth } from '../firebase/firebase';
import type { TokenSource } from '../firebase/token-source';
import { browserNetwork, systemClock } from './clock';
import { firebaseBackend } from './firebase-backend';
import { SessionManager, type SessionSnapshot } from './session-manager';
import { SignInGuard } from './sign-in-guard';
import { browserFingerprint, CHANNEL_NAME, TokenCache } from './token-cache';

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

export const sessionManager = new SessionManager({
  backend: firebaseBackend(auth, localStorage),
  clock: systemClock,
  network: browserNetwork,
  cache: new TokenCache(sessionStorage, systemClock, browserFingerprint(), channel),
  local: localStorage,
});
sessionManager.start();

/** What secure callers (the command sender, callables) use to get an ID token. */
export const tokenSource: TokenSource = sessionManager;

export const signInGuard = new SignInGuard(systemClock, browserNetwork, localStorage);

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionManager.subscribe, sessionManager.getSnapshot);
}
