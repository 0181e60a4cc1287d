// The auth state machine of doc 1 §4.1 as a small stateful object around the
// pure rules of domain/auth-state: it keeps the last 50 entries, rejects
// transitions the table does not allow, and lets data operations wait for a
// stable state.
import {
  isStableAuthState,
  transitionAuth,
  type AuthState,
  type AuthStateEntry,
} from '../../domain/session/auth-state';
import { STATE_WAIT_POLL_MS, STATE_WAIT_TIMEOUT_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { sleep, type Clock } from './clock';

export class AuthMachine {
  private current: AuthState = 'UNINITIALIZED';
  private entries: AuthStateEntry[];
  private listeners = new Set<(state: AuthState) => void>();
  /** Rejected transitions, kept for diagnosis (they mean a logic bug, not a user error). */
  readonly rejected: { from: AuthState; to: AuthState; at: number }[] = [];

  constructor(private readonly clock: Clock) {
    this.entries = [{ state: 'UNINITIALIZED', at: clock.now() }];
  }

  get state(): AuthState {
    return this.current;
  }

  get history(): readonly AuthStateEntry[] {
    return this.entries;
  }

  /** Moves to `to` when the table allows it; returns false (and records it) otherwise. */
  transition(to: AuthState): boolean {
    if (to === this.current) return true;
    const result = transitionAuth(this.current, to, this.entries, this.clock.now());
    if (!result.ok) {
      this.rejected.push({ from: this.current, to, at: this.clock.now() });
      console.warn(`${MESSAGES.session.invalidStateTransition}: ${this.current} -> ${to}`);
      return false;
    }
    this.current = result.state;
    this.entries = result.history;
    for (const listener of this.listeners) listener(this.current);
    return true;
  }

  /** Walks through intermediate states so that, e.g., ERROR -> AUTHENTICATED passes INITIALIZING. */
  moveTo(path: readonly AuthState[]): boolean {
    return path.every((state) => this.transition(state));
  }

  /** Back to INITIALIZING for a (re)appearing user, from wherever the table allows it. */
  toInitializing(): void {
    if (['SIGNED_OUT', 'ERROR', 'UNINITIALIZED'].includes(this.current)) this.transition('INITIALIZING');
  }

  /** The table has no direct edge from every state to SIGNED_OUT: go the allowed way round. */
  toSignedOut(): void {
    const paths: Partial<Record<AuthState, AuthState[]>> = {
      INITIALIZING: ['SIGNED_OUT'],
      AUTHENTICATED: ['SIGNING_OUT', 'SIGNED_OUT'],
      TOKEN_EXPIRED: ['SIGNING_OUT', 'SIGNED_OUT'],
      REFRESHING_TOKEN: ['ERROR', 'SIGNED_OUT'],
      SIGNING_OUT: ['SIGNED_OUT'],
      ERROR: ['SIGNED_OUT'],
      UNINITIALIZED: ['INITIALIZING', 'SIGNED_OUT'],
    };
    this.moveTo(paths[this.current] ?? []);
  }

  subscribe(listener: (state: AuthState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits (up to 10 s, polling every 100 ms) until the state is not in flux. */
  async waitForStable(): Promise<AuthState> {
    const deadline = this.clock.now() + STATE_WAIT_TIMEOUT_MS;
    while (!isStableAuthState(this.current)) {
      if (this.clock.now() >= deadline) throw new Error(MESSAGES.session.stateTimeout);
      await sleep(this.clock, STATE_WAIT_POLL_MS);
    }
    return this.current;
  }
}
