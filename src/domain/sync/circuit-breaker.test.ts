import { describe, expect, it } from 'vitest';
import {
  AUTH_BREAKER,
  CLOSED_BREAKER,
  DATA_BREAKER,
  breakerPhase,
  canAttempt,
  recordFailure,
  recordSuccess,
  secondsUntilRetry,
  type BreakerState,
} from './circuit-breaker';

function fail(state: BreakerState, times: number[], config = DATA_BREAKER): BreakerState {
  return times.reduce((s, t) => recordFailure(s, config, t), state);
}

describe('data circuit breaker (doc 1 §4.7)', () => {
  it('opens after 3 failures within 60 s', () => {
    expect(fail(CLOSED_BREAKER, [0, 1000]).phase).toBe('closed');
    expect(fail(CLOSED_BREAKER, [0, 1000, 59_000]).phase).toBe('open');
    expect(fail(CLOSED_BREAKER, [0, 1000, 60_000]).phase).toBe('closed'); // the first fell out of the window
  });

  it('half-opens after 30 s; 3 successes close it; a failure reopens it', () => {
    const open = fail(CLOSED_BREAKER, [0, 1, 2]);
    expect(canAttempt(open, DATA_BREAKER, 29_999)).toBe(false);
    expect(secondsUntilRetry(open, DATA_BREAKER, 20_002)).toBe(10);
    expect(breakerPhase(open, DATA_BREAKER, 30_002)).toBe('half-open');
    let s = recordSuccess(open, DATA_BREAKER, 30_002);
    s = recordSuccess(s, DATA_BREAKER, 30_003);
    expect(s.phase).toBe('half-open');
    expect(recordSuccess(s, DATA_BREAKER, 30_004)).toEqual(CLOSED_BREAKER);
    const reopened = recordFailure(s, DATA_BREAKER, 31_000);
    expect(reopened).toMatchObject({ phase: 'open', openedAt: 31_000 });
  });
});

describe('auth circuit breaker (doc 1 §4.2)', () => {
  it('opens after 3 consecutive failures; a success in between resets', () => {
    let s = fail(CLOSED_BREAKER, [0, 1], AUTH_BREAKER);
    s = recordSuccess(s, AUTH_BREAKER, 2);
    s = fail(s, [3, 4], AUTH_BREAKER);
    expect(s.phase).toBe('closed');
    s = recordFailure(s, AUTH_BREAKER, 5);
    expect(s.phase).toBe('open');
    expect(canAttempt(s, AUTH_BREAKER, 30_005)).toBe(true);
    expect(recordSuccess(s, AUTH_BREAKER, 30_005)).toEqual(CLOSED_BREAKER);
  });
});
