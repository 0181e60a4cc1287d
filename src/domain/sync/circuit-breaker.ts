// Circuit breakers (doc 1 §4.2 auth refresh, §4.7 data operations) as pure
// state + reducers; the caller keeps the state and passes the clock in.
import {
  AUTH_CIRCUIT_COOLDOWN_MS,
  AUTH_CIRCUIT_FAILURE_THRESHOLD,
  DATA_CIRCUIT_FAILURE_THRESHOLD,
  DATA_CIRCUIT_FAILURE_WINDOW_MS,
  DATA_CIRCUIT_RECOVERY_MS,
  DATA_CIRCUIT_SUCCESS_THRESHOLD,
} from '../shared/limits';

export type BreakerPhase = 'closed' | 'open' | 'half-open';

export interface BreakerConfig {
  failureThreshold: number;
  /** Failures older than this no longer count. */
  failureWindowMs: number;
  recoveryMs: number;
  successThreshold: number;
  /** True when a success wipes earlier failures ("consecutive failures"). */
  consecutive: boolean;
}

/** 3 failures within 60 s open it; after 30 s half-open; 3 successes close it. */
export const DATA_BREAKER: BreakerConfig = {
  failureThreshold: DATA_CIRCUIT_FAILURE_THRESHOLD,
  failureWindowMs: DATA_CIRCUIT_FAILURE_WINDOW_MS,
  recoveryMs: DATA_CIRCUIT_RECOVERY_MS,
  successThreshold: DATA_CIRCUIT_SUCCESS_THRESHOLD,
  consecutive: false,
};

/** 3 consecutive refresh failures open it for 30 s; one good refresh closes it. */
export const AUTH_BREAKER: BreakerConfig = {
  failureThreshold: AUTH_CIRCUIT_FAILURE_THRESHOLD,
  failureWindowMs: Number.POSITIVE_INFINITY,
  recoveryMs: AUTH_CIRCUIT_COOLDOWN_MS,
  successThreshold: 1,
  consecutive: true,
};

export interface BreakerState {
  phase: BreakerPhase;
  failures: number[];
  openedAt: number | null;
  halfOpenSuccesses: number;
}

export const CLOSED_BREAKER: BreakerState = { phase: 'closed', failures: [], openedAt: null, halfOpenSuccesses: 0 };

/** The phase at `now`: an open breaker becomes half-open once the recovery time passed. */
export function breakerPhase(state: BreakerState, config: BreakerConfig, now: number): BreakerPhase {
  if (state.phase === 'open' && state.openedAt !== null && now - state.openedAt >= config.recoveryMs) {
    return 'half-open';
  }
  return state.phase;
}

export function canAttempt(state: BreakerState, config: BreakerConfig, now: number): boolean {
  return breakerPhase(state, config, now) !== 'open';
}

/** Whole seconds until an open breaker lets calls through again (for the wait message). */
export function secondsUntilRetry(state: BreakerState, config: BreakerConfig, now: number): number {
  if (breakerPhase(state, config, now) !== 'open' || state.openedAt === null) return 0;
  return Math.ceil((state.openedAt + config.recoveryMs - now) / 1000);
}

function open(now: number): BreakerState {
  return { phase: 'open', failures: [], openedAt: now, halfOpenSuccesses: 0 };
}

export function recordFailure(state: BreakerState, config: BreakerConfig, now: number): BreakerState {
  const phase = breakerPhase(state, config, now);
  if (phase === 'half-open') return open(now); // any failure while probing reopens
  if (phase === 'open') return state;
  const failures = [...state.failures, now].filter((t) => now - t < config.failureWindowMs);
  return failures.length >= config.failureThreshold ? open(now) : { ...state, failures };
}

export function recordSuccess(state: BreakerState, config: BreakerConfig, now: number): BreakerState {
  const phase = breakerPhase(state, config, now);
  if (phase === 'half-open') {
    const halfOpenSuccesses = state.halfOpenSuccesses + 1;
    return halfOpenSuccesses >= config.successThreshold
      ? CLOSED_BREAKER
      : { ...state, phase: 'half-open', halfOpenSuccesses };
  }
  if (phase === 'closed' && config.consecutive) return CLOSED_BREAKER;
  return state;
}
