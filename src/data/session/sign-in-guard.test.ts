import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInGuard } from './sign-in-guard';
import { FakeNetwork, MemoryStore, testClock } from './test-doubles';

let network: FakeNetwork;
let guard: SignInGuard;
const wrongPassword = () => Promise.reject(Object.assign(new Error('wrong'), { code: 'auth/wrong-password' }));
const networkFailure = () => Object.assign(new Error('x'), { code: 'auth/network-request-failed' });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
  network = new FakeNetwork();
  guard = new SignInGuard(testClock, network, new MemoryStore());
});
afterEach(() => vi.useRealTimers());

describe('SignInGuard', () => {
  it('refuses to sign in while offline, without trying', async () => {
    network.online = false;
    const attempt = vi.fn(() => Promise.resolve('ok'));
    await expect(guard.run('a@b.test', attempt)).rejects.toThrow('Cannot sign in while offline. Please check your connection.');
    expect(attempt).not.toHaveBeenCalled();
  });

  it('locks for twice the window after 5 failed attempts within 60 s', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(guard.run('a@b.test', wrongPassword)).rejects.toThrow('wrong');
      await vi.advanceTimersByTimeAsync(1_000);
    }
    // Locked for 120 s from the newest failure, which was 1 s ago.
    await expect(guard.run('A@b.test ', () => Promise.resolve('ok'))).rejects.toThrow(
      'Rate limit exceeded with multiple failures. Account temporarily locked for 119 seconds.',
    );
    await expect(guard.run('other@b.test', () => Promise.resolve('ok'))).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(guard.run('a@b.test', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('allows 5 attempts per 60 s when most succeed', async () => {
    for (let i = 0; i < 5; i++) await guard.run('a@b.test', () => Promise.resolve(i));
    await expect(guard.run('a@b.test', () => Promise.resolve(6))).rejects.toThrow(
      'Rate limit exceeded. Please wait 60 seconds before trying again.',
    );
  });

  it('retries network failures up to 3 attempts with backoff, 2 on a slow connection; never a wrong password', async () => {
    const attempt = vi.fn(() => Promise.reject(networkFailure()));
    const run = expect(guard.run('a@b.test', attempt)).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(3_000);
    await run;
    expect(attempt).toHaveBeenCalledTimes(3);

    network.slow = true;
    const slow = vi.fn(() => Promise.reject(networkFailure()));
    const slowRun = expect(guard.run('b@b.test', slow)).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(3_000);
    await slowRun;
    expect(slow).toHaveBeenCalledTimes(2);

    const wrong = vi.fn(wrongPassword);
    await expect(guard.run('c@b.test', wrong)).rejects.toThrow('wrong');
    expect(wrong).toHaveBeenCalledTimes(1);
  });
});
