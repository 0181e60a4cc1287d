import { describe, expect, it } from 'vitest';
import {
  AUTH_STATES,
  canTransitionAuth,
  isStableAuthState,
  stateAfterSignIn,
  transitionAuth,
  type AuthState,
  type AuthStateEntry,
} from './auth-state';

describe('auth state machine (doc 1 §4.1)', () => {
  const table: Array<[AuthState, AuthState[]]> = [
    ['UNINITIALIZED', ['INITIALIZING', 'ERROR']],
    ['INITIALIZING', ['AUTHENTICATED', 'TOKEN_EXPIRED', 'SIGNED_OUT', 'ERROR']],
    ['AUTHENTICATED', ['REFRESHING_TOKEN', 'TOKEN_EXPIRED', 'SIGNING_OUT', 'ERROR']],
    ['REFRESHING_TOKEN', ['AUTHENTICATED', 'TOKEN_EXPIRED', 'ERROR']],
    ['TOKEN_EXPIRED', ['REFRESHING_TOKEN', 'SIGNING_OUT', 'ERROR']],
    ['SIGNING_OUT', ['SIGNED_OUT', 'ERROR']],
    ['SIGNED_OUT', ['INITIALIZING']],
    ['ERROR', ['INITIALIZING', 'SIGNED_OUT']],
  ];
  it.each(table)('%s -> %j', (from, allowed) => {
    for (const to of AUTH_STATES) expect(canTransitionAuth(from, to)).toBe(allowed.includes(to));
  });

  it('rejects other transitions and keeps the last 50 entries', () => {
    expect(transitionAuth('SIGNED_OUT', 'AUTHENTICATED', [], 0)).toEqual({ ok: false, error: 'Invalid state transition' });
    const history: AuthStateEntry[] = Array.from({ length: 50 }, (_, i) => ({ state: 'AUTHENTICATED', at: i }));
    const result = transitionAuth('AUTHENTICATED', 'REFRESHING_TOKEN', history, 99);
    expect(result.ok && result.history).toHaveLength(50);
    expect(result.ok && result.history.at(-1)).toEqual({ state: 'REFRESHING_TOKEN', at: 99 });
    expect(result.ok && result.history[0]?.at).toBe(1);
  });

  it('tells the states a waiting operation may stop at', () => {
    expect(isStableAuthState('REFRESHING_TOKEN')).toBe(false);
    expect(isStableAuthState('TOKEN_EXPIRED')).toBe(true);
  });

  it('signs in to AUTHENTICATED or TOKEN_EXPIRED', () => {
    expect(stateAfterSignIn(2000, 1000)).toBe('AUTHENTICATED');
    expect(stateAfterSignIn(1000, 1000)).toBe('TOKEN_EXPIRED');
  });
});
