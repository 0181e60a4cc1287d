import { describe, expect, it } from 'vitest';
import { checkRateLimit, pruneAttempts, type Attempt } from './rate-limit';

const attempts = (times: number[], success: boolean): Attempt[] => times.map((at) => ({ at, success }));

describe('sign-in rate limit (doc 1 §9)', () => {
  it('allows up to 5 attempts per 60 s', () => {
    expect(checkRateLimit(attempts([0, 1000, 2000, 3000], true), 4000)).toEqual({ allowed: true });
    expect(checkRateLimit(attempts([0, 1000, 2000, 3000, 4000], true), 5000)).toEqual({
      allowed: false,
      kind: 'rate-limited',
      waitSeconds: 55,
      message: 'Rate limit exceeded. Please wait 55 seconds before trying again.',
    });
    expect(checkRateLimit(attempts([0, 1000, 2000, 3000, 4000], true), 60_000)).toEqual({ allowed: true });
  });

  it('locks for twice the window when 80 % or more failed', () => {
    const history = [...attempts([0, 1000, 2000, 3000], false), ...attempts([4000], true)];
    expect(checkRateLimit(history, 5000)).toEqual({
      allowed: false,
      kind: 'locked',
      waitSeconds: 119,
      message: 'Rate limit exceeded with multiple failures. Account temporarily locked for 119 seconds.',
    });
    // Still locked after the 60 s window, until 2 x 60 s after the newest attempt.
    expect(checkRateLimit(history, 90_000)).toMatchObject({ kind: 'locked', waitSeconds: 34 });
    expect(checkRateLimit(history, 124_000)).toEqual({ allowed: true });
  });

  it('does not lock at 60 % failures', () => {
    const history = [...attempts([0, 1000, 2000], false), ...attempts([3000, 4000], true)];
    expect(checkRateLimit(history, 5000)).toMatchObject({ kind: 'rate-limited' });
  });

  it('forgets attempts older than 5 minutes', () => {
    expect(pruneAttempts(attempts([0, 299_999, 300_000], true), 300_000)).toEqual(attempts([299_999, 300_000], true));
  });
});
