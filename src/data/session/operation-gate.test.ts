import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureOperationAllowed, recoverFromAuthError } from './operation-gate';
import { SessionManager } from './session-manager';
import { BroadcastHub, FakeBackend, FakeNetwork, HOUR, MemoryStore, USER, testClock } from './test-doubles';
import { TokenCache } from './token-cache';

let backend: FakeBackend;
let session: SessionManager;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  backend = new FakeBackend();
  const cache = new TokenCache(new MemoryStore(), testClock, 'fp', new BroadcastHub().channel());
  session = new SessionManager({ backend, clock: testClock, network: new FakeNetwork(), cache, local: new MemoryStore() });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fatal = () => Object.assign(new Error('user-disabled'), { code: 'auth/user-disabled' });

describe('ensureOperationAllowed', () => {
  it('waits while the session initialises, then allows operations', async () => {
    backend.user = USER;
    stop = session.start();
    const allowed = ensureOperationAllowed(session);
    await vi.advanceTimersByTimeAsync(100);
    await expect(allowed).resolves.toBeUndefined();
  });

  it('refuses a signed-out session', async () => {
    stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    await expect(ensureOperationAllowed(session)).rejects.toThrow('Authentication required. Please sign in again');
  });

  it('refreshes an expired token first; if that fails, says so', async () => {
    backend.user = USER;
    stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + HOUR + 1);
    backend.failures.push(fatal());
    await expect(session.getToken()).rejects.toThrow();
    expect(session.machine.state).toBe('TOKEN_EXPIRED');
    backend.failures.push(fatal());
    await expect(ensureOperationAllowed(session)).rejects.toThrow(
      'Token expired during refresh attempt. Please sign in again.',
    );
    await vi.advanceTimersByTimeAsync(6_000);
    await expect(ensureOperationAllowed(session)).resolves.toBeUndefined();
    expect(session.machine.state).toBe('AUTHENTICATED');
  });
});

describe('recoverFromAuthError', () => {
  it('fetches a new token even right after a refresh', async () => {
    backend.user = USER;
    stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    await session.refresh();
    await recoverFromAuthError(session);
    expect(backend.forcedCalls).toBe(2);
  });

  it('moves to ERROR when the recovery fails', async () => {
    backend.user = USER;
    stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    backend.failures.push(fatal());
    await expect(recoverFromAuthError(session)).rejects.toThrow('Authentication required. Please sign in again');
    expect(session.machine.state).toBe('ERROR');
  });
});
