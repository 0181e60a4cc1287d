import { describe, expect, it } from 'vitest';
import { readBucketState, takeToken, type BucketState } from './token-bucket';

const rule = { capacity: 3, perHour: 6 }; // one more every 10 minutes
const MIN = 60_000;

function takeAll(times: number[]): Array<boolean | number> {
  let state: BucketState | undefined;
  return times.map((now) => {
    const take = takeToken(rule, state, now);
    if (!take.allowed) return take.waitSeconds;
    state = take.state;
    return true;
  });
}

describe('token bucket', () => {
  it('a burst of the capacity, then the wait until the next token', () => {
    expect(takeAll([0, 0, 0, 0])).toEqual([true, true, true, 600]);
    expect(takeAll([0, 0, 0, 4 * MIN])).toEqual([true, true, true, 360]);
  });

  it('refills evenly, never above the capacity', () => {
    expect(takeAll([0, 0, 0, 10 * MIN, 10 * MIN])).toEqual([true, true, true, true, 600]);
    expect(takeAll([0, 0, 0, 24 * 60 * MIN, 24 * 60 * MIN, 24 * 60 * MIN, 24 * 60 * MIN])).toEqual([true, true, true, true, true, true, 600]);
  });

  it('a clock that goes back refills nothing', () => {
    expect(takeAll([10 * MIN, 10 * MIN, 10 * MIN, 0])).toEqual([true, true, true, 600]);
  });

  it('reads back only a whole state', () => {
    expect(readBucketState({ tokens: 1.5, at: 9 })).toEqual({ tokens: 1.5, at: 9 });
    expect(readBucketState({ tokens: '1', at: 9 })).toBeUndefined();
    expect(readBucketState(undefined)).toBeUndefined();
  });
});
