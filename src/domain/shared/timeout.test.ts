import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_SAVE_TIMEOUT_MS } from './limits';
import { saveWithin, withTimeout } from './timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => undefined);
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const messages = { timedOut: 'The operation timed out. Please try again.', failed: 'Failed to save category. Please try again.' };

describe('withTimeout', () => {
  it('settles with the value when the work finishes in time, and leaves no timer behind', async () => {
    const timed = withTimeout(after(9_999, 'queued'), 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(timed).resolves.toEqual({ timedOut: false, value: 'queued' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up at the limit, not a moment before', async () => {
    let settled = false;
    const timed = withTimeout(never(), 10_000).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(timed).resolves.toEqual({ timedOut: true });
  });

  it('passes a failure of the work on', async () => {
    await expect(withTimeout(Promise.reject(new Error('QuotaExceededError')), 10_000)).rejects.toThrow('QuotaExceededError');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('saveWithin (the category form, doc 2 §9)', () => {
  it('saved when the command is queued in time', async () => {
    await expect(saveWithin(async () => null, CATEGORY_SAVE_TIMEOUT_MS, messages)).resolves.toEqual({ kind: 'saved' });
  });

  it('field errors come back as they are', async () => {
    const errors = { name: 'Category name is required' };
    await expect(saveWithin(async () => errors, CATEGORY_SAVE_TIMEOUT_MS, messages)).resolves.toEqual({ kind: 'invalid', errors });
  });

  it('a storage that hangs for 10 s gives the spec time-out message', async () => {
    const outcome = saveWithin(never, CATEGORY_SAVE_TIMEOUT_MS, messages);
    await vi.advanceTimersByTimeAsync(CATEGORY_SAVE_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ kind: 'failed', message: 'The operation timed out. Please try again.' });
  });

  it('a storage failure gives the save-failed message', async () => {
    const outcome = saveWithin(() => Promise.reject(new Error('disk full')), CATEGORY_SAVE_TIMEOUT_MS, messages);
    await expect(outcome).resolves.toEqual({ kind: 'failed', message: 'Failed to save category. Please try again.' });
  });
});
