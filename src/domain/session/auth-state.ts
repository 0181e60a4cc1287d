// Authentication state machine (doc 1 §4.1).
import { AUTH_STATE_HISTORY } from '../shared/limits';
import { MESSAGES } from '../shared/messages';

export const AUTH_STATES = [
  'UNINITIALIZED',
  'INITIALIZING',
  'AUTHENTICATED',
  'REFRESHING_TOKEN',
  'TOKEN_EXPIRED',
  'SIGNING_OUT',
  'SIGNED_OUT',
  'ERROR',
] as const;
export type AuthState = (typeof AUTH_STATES)[number];

const AUTH_TRANSITIONS: Readonly<Record<AuthState, readonly AuthState[]>> = {
  UNINITIALIZED: ['INITIALIZING', 'ERROR'],
  // The spec's table omits INITIALIZING -> TOKEN_EXPIRED, but its rule "on
  // sign-in an already expired token gives TOKEN_EXPIRED" needs it: a device
  // opened offline the morning after rests there, refresh queued.
  INITIALIZING: ['AUTHENTICATED', 'TOKEN_EXPIRED', 'SIGNED_OUT', 'ERROR'],
  AUTHENTICATED: ['REFRESHING_TOKEN', 'TOKEN_EXPIRED', 'SIGNING_OUT', 'ERROR'],
  REFRESHING_TOKEN: ['AUTHENTICATED', 'TOKEN_EXPIRED', 'ERROR'],
  TOKEN_EXPIRED: ['REFRESHING_TOKEN', 'SIGNING_OUT', 'ERROR'],
  SIGNING_OUT: ['SIGNED_OUT', 'ERROR'],
  SIGNED_OUT: ['INITIALIZING'],
  ERROR: ['INITIALIZING', 'SIGNED_OUT'],
};

export function canTransitionAuth(from: AuthState, to: AuthState): boolean {
  return AUTH_TRANSITIONS[from].includes(to);
}

export interface AuthStateEntry {
  state: AuthState;
  at: number;
}

export type AuthTransitionResult =
  | { ok: true; state: AuthState; history: AuthStateEntry[] }
  | { ok: false; error: string };

/** Applies a transition and keeps the last 50 entries of history. */
export function transitionAuth(
  from: AuthState,
  to: AuthState,
  history: readonly AuthStateEntry[],
  now: number,
): AuthTransitionResult {
  if (!canTransitionAuth(from, to)) return { ok: false, error: MESSAGES.session.invalidStateTransition };
  const next = [...history, { state: to, at: now }].slice(-AUTH_STATE_HISTORY);
  return { ok: true, state: to, history: next };
}

/** States a waiting data operation may stop waiting at. */
export function isStableAuthState(state: AuthState): boolean {
  return state !== 'INITIALIZING' && state !== 'REFRESHING_TOKEN' && state !== 'SIGNING_OUT';
}

/** On sign-in, an unexpired token gives AUTHENTICATED, an expired one TOKEN_EXPIRED. */
export function stateAfterSignIn(tokenExpiry: number, now: number): AuthState {
  return tokenExpiry > now ? 'AUTHENTICATED' : 'TOKEN_EXPIRED';
}
