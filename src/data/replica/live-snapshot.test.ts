import { describe, expect, it } from 'vitest';
import type { PullCheckpoint, StampedDoc } from './checkpoint';
import { isPullCheckpoint, liveStep, type LiveSnapshot } from './live-snapshot';

const doc = (id: string, seconds: number): StampedDoc<{ n: string }> => ({ id, stamp: { seconds, nanoseconds: 0 }, data: { n: id } });
const at = (id: string, seconds: number): PullCheckpoint => ({ seconds, nanoseconds: 0, id });
/** The listener's answer: newest first, `limit` 3. */
const snap = (newest: StampedDoc<{ n: string }>[], changed = newest): LiveSnapshot<{ n: string }> => ({
  newest, changed, complete: newest.length < 3,
});
const ids = (docs: readonly StampedDoc<unknown>[]) => docs.map((d) => d.id).sort();

describe('liveStep: a live answer into the replica', () => {
  it('applies a change right after the checkpoint and moves the checkpoint to it', () => {
    const step = liveStep(at('b', 20), snap([doc('c', 30), doc('b', 20), doc('a', 10)], [doc('c', 30)]));
    expect(ids(step.documents)).toEqual(['c']);
    expect(step.advanceTo).toEqual(at('c', 30));
    expect(step.resync).toBe(false);
  });

  it('keeps the checkpoint and asks for a pull when the answer may have skipped documents', () => {
    // The oldest shown is after the checkpoint: something between 20 and 40 may be missing.
    const step = liveStep(at('b', 20), snap([doc('e', 60), doc('d', 50), doc('c', 40)], [doc('e', 60)]));
    expect(step.advanceTo).toBeUndefined();
    expect(step.resync).toBe(true);
    // Whatever it shows after the checkpoint is applied at once all the same.
    expect(ids(step.documents)).toEqual(['c', 'd', 'e']);
  });

  it('applies a late commit stamped behind the checkpoint without moving the checkpoint back', () => {
    const late = doc('late', 15);
    const step = liveStep(at('b', 20), snap([doc('b', 20), late, doc('a', 10)], [late]));
    expect(ids(step.documents)).toEqual(['late']);
    expect(step.advanceTo).toBeUndefined();
    expect(step.resync).toBe(false);
  });

  it('orders documents sharing one stamp by id, as the pull does', () => {
    // The checkpoint ends inside a group stamped 20: 'b2' is after 'b1'.
    const step = liveStep(at('b1', 20), snap([doc('b2', 20), doc('b1', 20), doc('a', 10)], []));
    expect(ids(step.documents)).toEqual(['b2']);
    expect(step.advanceTo).toEqual(at('b2', 20));
  });

  it('an answer holding the whole collection proves no gap', () => {
    const step = liveStep(at('a', 10), snap([doc('c', 30), doc('a', 10)], [doc('c', 30)]));
    expect(step.advanceTo).toEqual(at('c', 30));
    expect(step.resync).toBe(false);
  });

  it('before any pull an answer only adds documents: the first checkpoint is the pull\'s', () => {
    const step = liveStep(undefined, snap([doc('b', 20), doc('a', 10)]));
    expect(ids(step.documents)).toEqual(['a', 'b']);
    expect(step.advanceTo).toBeUndefined();
    expect(step.resync).toBe(false);
  });

  it('before any pull a full answer proves nothing', () => {
    const step = liveStep(undefined, snap([doc('c', 30), doc('b', 20), doc('a', 10)]));
    expect(step.advanceTo).toBeUndefined();
    expect(step.resync).toBe(true);
  });

  it('an answer with nothing new changes nothing', () => {
    const step = liveStep(at('c', 30), snap([doc('c', 30), doc('b', 20), doc('a', 10)], []));
    expect(step).toEqual({ documents: [], advanceTo: undefined, resync: false });
  });
});

describe('liveStep: an answer of a listener bounded below', () => {
  /** Every document stamped at or after `from` is in the answer; it shows its newest. */
  const bounded = (from: number, top: StampedDoc<{ n: string }>, changed: StampedDoc<{ n: string }>[]): LiveSnapshot<{ n: string }> => ({
    newest: [top], changed, complete: false, coversFrom: { seconds: from, nanoseconds: 0 }, size: 50,
  });

  it('moves the checkpoint to its newest when it covers the checkpoint, however many documents changed', () => {
    const changed = [doc('c', 30), doc('d', 40), doc('e', 50), doc('f', 60)];
    const step = liveStep(at('b', 20), bounded(10, doc('f', 60), changed));
    expect(ids(step.documents)).toEqual(['c', 'd', 'e', 'f']);
    expect(step.advanceTo).toEqual(at('f', 60));
    expect(step.resync).toBe(false);
  });

  it('applies a late commit behind the checkpoint and keeps the checkpoint', () => {
    const step = liveStep(at('c', 30), bounded(10, doc('c', 30), [doc('late', 25)]));
    expect(ids(step.documents)).toEqual(['late']);
    expect(step.advanceTo).toBeUndefined();
    expect(step.resync).toBe(false);
  });

  it('asks for a pull when it starts after the checkpoint', () => {
    const step = liveStep(at('b', 20), bounded(25, doc('d', 40), [doc('d', 40)]));
    expect(ids(step.documents)).toEqual(['d']);
    expect(step.advanceTo).toBeUndefined();
    expect(step.resync).toBe(true);
  });
});

describe('isPullCheckpoint', () => {
  it('tells a stored checkpoint from the empty one a live answer leaves', () => {
    expect(isPullCheckpoint(at('a', 1))).toBe(true);
    expect(isPullCheckpoint({})).toBe(false);
    expect(isPullCheckpoint(undefined)).toBe(false);
  });
});
