import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIMS_COPY_KEY, SELECTED_STORE_KEY, SessionManager, STORES_COPY_KEY } from './session-manager';
import { FakeBackend, FakeNetwork, HOUR, MemoryStore, USER, BroadcastHub, testClock } from './test-doubles';
import { TokenCache } from './token-cache';

const MIN = 60_000;
let backend: FakeBackend;
let network: FakeNetwork;
let local: MemoryStore;
let hub: BroadcastHub;
let stops: (() => void)[];

function makeSession(opts: { backend?: FakeBackend; storage?: MemoryStore; fingerprint?: string } = {}) {
  const cache = new TokenCache(opts.storage ?? new MemoryStore(), testClock, opts.fingerprint ?? 'fp', hub.channel());
  const session = new SessionManager({ backend: opts.backend ?? backend, clock: testClock, network, cache, local });
  stops.push(session.start());
  return session;
}

async function signedIn(opts: Parameters<typeof makeSession>[0] = {}) {
  (opts.backend ?? backend).user = USER;
  const session = makeSession(opts);
  await vi.advanceTimersByTimeAsync(0);
  return session;
}

const networkError = () => Object.assign(new Error('network-request-failed'), { code: 'auth/network-request-failed' });
const fatalError = () => Object.assign(new Error('user-disabled'), { code: 'auth/user-disabled' });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
  backend = new FakeBackend();
  network = new FakeNetwork();
  local = new MemoryStore();
  hub = new BroadcastHub();
  stops = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stops.forEach((stop) => stop());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restoring a session', () => {
  it('a restored user with a live token is AUTHENTICATED and gets a token', async () => {
    const session = await signedIn();
    expect(session.getSnapshot().authState).toBe('AUTHENTICATED');
    expect(session.machine.history.map((e) => e.state)).toEqual(['UNINITIALIZED', 'INITIALIZING', 'AUTHENTICATED']);
    expect(await session.getToken()).toBe('token-1');
  });

  it('no user: SIGNED_OUT, and getToken resolves null', async () => {
    const session = makeSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().authState).toBe('SIGNED_OUT');
    expect(await session.getToken()).toBeNull();
  });

  it('reuses a cached token of this browser for up to 5 minutes, not one from another browser', async () => {
    const storage = new MemoryStore();
    await signedIn({ storage });
    const again = await signedIn({ storage, backend: Object.assign(new FakeBackend(), { user: USER }) });
    expect(await again.getToken()).toBe('token-1');
    vi.setSystemTime(Date.now() + 5 * MIN);
    const other = new FakeBackend();
    const late = await signedIn({ storage, backend: other });
    expect(await late.getToken()).toBe('token-1'); // fetched anew: the other backend's first token
    expect(other.calls).toEqual([false]);
    const foreign = new FakeBackend();
    await signedIn({ storage, backend: foreign, fingerprint: 'another-browser' });
    expect(foreign.calls).toEqual([false]);
  });
});

describe('opened offline', () => {
  it('a token that cannot be read offline leaves ERROR, then the session recovers when the connection returns', async () => {
    backend.restoreFails = true;
    network.online = false;
    const session = await signedIn();
    expect(session.getSnapshot().authState).toBe('ERROR');
    backend.restoreFails = false;
    network.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().authState).toBe('AUTHENTICATED');
    expect(await session.getToken()).toBe('token-1');
  });
});

describe('opened offline the morning after (offline-first)', () => {
  /** Yesterday: signed in on this device, then the tab was closed. */
  async function yesterday() {
    const session = await signedIn();
    stops.splice(0).forEach((stop) => stop());
    return session.getSnapshot().claims;
  }

  it('rests in TOKEN_EXPIRED with the claims last seen, calls wait, and back online the token comes first', async () => {
    backend.claims = { role: 'OWNER', stores: { 'store-abcdefghij': 'OWNER' } };
    const claims = await yesterday();
    backend.restoreFails = true;
    network.online = false;
    const session = await signedIn(); // a new tab: its session storage is empty
    expect(session.getSnapshot()).toMatchObject({ authState: 'TOKEN_EXPIRED', claims });
    let token: string | null | undefined;
    void session.getToken().then((t) => (token = t));
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(token).toBeUndefined();
    expect(session.getSnapshot().authState).toBe('TOKEN_EXPIRED');
    backend.restoreFails = false;
    network.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().authState).toBe('AUTHENTICATED');
    expect(token).toBe('token-2');
    expect(backend.forcedCalls).toBe(1); // one refresh served every waiter
  });

  it('online but the identity service is unreachable: still usable, and the 60-second check tries again', async () => {
    const claims = await yesterday();
    backend.restoreFails = true;
    backend.failures = [networkError(), networkError(), networkError()];
    const session = await signedIn();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.getSnapshot()).toMatchObject({ authState: 'TOKEN_EXPIRED', claims });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.getSnapshot().authState).toBe('AUTHENTICATED');
  });

  it('a definitive refusal (account disabled) is not waited out', async () => {
    await yesterday();
    backend.restoreFails = true;
    backend.restoreError = fatalError();
    const session = await signedIn();
    expect(session.getSnapshot()).toMatchObject({ authState: 'ERROR', claims: null });
  });

  it("another user's claims are never used", async () => {
    await yesterday();
    backend.restoreFails = true;
    network.online = false;
    backend.user = { ...USER, uid: 'user-2' };
    const session = makeSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot()).toMatchObject({ authState: 'ERROR', claims: null });
  });

  it('signing out forgets the claims copy', async () => {
    const session = await signedIn();
    expect(local.getItem(CLAIMS_COPY_KEY)).not.toBeNull();
    await session.signOut();
    expect(local.getItem(CLAIMS_COPY_KEY)).toBeNull();
  });
});

describe('refresh scheduling', () => {
  it('refreshes 5 minutes before expiry', async () => {
    await signedIn();
    await vi.advanceTimersByTimeAsync(55 * MIN - 1);
    expect(backend.forcedCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.forcedCalls).toBe(1);
  });

  it('refreshes at once when the token is already inside the 5-minute window', async () => {
    backend.lifetimeMs = 4 * MIN;
    await signedIn();
    backend.lifetimeMs = HOUR;
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.forcedCalls).toBe(1);
  });

  it('the 60-second check refreshes a token that expires within 5 minutes (e.g. after the device slept)', async () => {
    await signedIn();
    vi.setSystemTime(Date.now() + 56 * MIN); // the clock jumps; the scheduled timer has not fired
    await vi.advanceTimersByTimeAsync(59_000);
    expect(backend.forcedCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(backend.forcedCalls).toBe(1);
  });

  it('getToken refreshes first when 5 minutes or less remain', async () => {
    const session = await signedIn();
    vi.setSystemTime(Date.now() + 56 * MIN);
    expect(await session.getToken()).toBe('token-2');
  });
});

describe('forced refresh grace', () => {
  it('a forced refresh within 5 s of the last is skipped', async () => {
    const session = await signedIn();
    await session.getToken({ forceRefresh: true });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await session.getToken({ forceRefresh: true })).toBe('token-2');
    expect(backend.forcedCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await session.getToken({ forceRefresh: true })).toBe('token-3');
  });

  it('...unless the token expires within 30 s', async () => {
    const session = await signedIn();
    backend.lifetimeMs = 20_000;
    // A claims change always fetches: here it yields a token with 20 s left.
    await session.refresh({ force: true, claimsChanged: true });
    expect(backend.forcedCalls).toBe(1);
    backend.lifetimeMs = HOUR;
    await expect(session.refresh({ force: true })).resolves.toMatchObject({ token: 'token-3' });
    expect(backend.forcedCalls).toBe(2);
  });
});

describe('failures', () => {
  it('opens the circuit breaker after 3 consecutive failed refreshes, for 30 s', async () => {
    const session = await signedIn();
    for (let i = 0; i < 3; i++) {
      backend.failures.push(fatalError());
      await expect(session.refresh()).rejects.toThrow('user-disabled');
      await vi.advanceTimersByTimeAsync(6_000);
    }
    // Opened by the third failure, 6 s ago.
    await expect(session.refresh()).rejects.toThrow('Too many token refresh failures. Please wait 24 seconds.');
    await vi.advanceTimersByTimeAsync(23_000);
    await expect(session.refresh()).rejects.toThrow('Please wait 1 seconds.');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(session.refresh()).resolves.toMatchObject({ token: 'token-2' });
  });

  it('a failed refresh keeps a token that is still valid', async () => {
    const session = await signedIn();
    backend.failures.push(fatalError());
    await expect(session.refresh()).rejects.toThrow('user-disabled');
    expect(session.getSnapshot().authState).toBe('AUTHENTICATED');
    expect(await session.getToken()).toBe('token-1');
  });

  it('an expired token whose refresh fails moves to TOKEN_EXPIRED with the spec message', async () => {
    const session = await signedIn();
    vi.setSystemTime(Date.now() + HOUR + 1);
    backend.failures.push(fatalError());
    await expect(session.getToken()).rejects.toThrow('Token has expired and refresh failed. Please sign in again.');
    expect(session.getSnapshot().authState).toBe('TOKEN_EXPIRED');
  });

  it('limits refreshes to 10 per 60 s', async () => {
    const session = await signedIn();
    for (let i = 0; i < 10; i++) {
      await session.refresh();
      await vi.advanceTimersByTimeAsync(5_500);
    }
    await expect(session.refresh()).rejects.toThrow('Rate limit exceeded. Please wait 5 seconds before trying again.');
  });

  it('retries transient failures with backoff 1 s, 2 s (3 attempts)', async () => {
    const session = await signedIn();
    backend.failures.push(networkError(), networkError());
    const result = session.refresh();
    await vi.advanceTimersByTimeAsync(999);
    expect(backend.forcedCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.forcedCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toMatchObject({ token: 'token-2' });
    expect(backend.forcedCalls).toBe(3);
  });

  it('gives up after 3 attempts, but tries 5 times on a slow connection', async () => {
    const session = await signedIn();
    backend.failures.push(...Array.from({ length: 3 }, networkError));
    const normal = expect(session.refresh()).rejects.toThrow('network-request-failed');
    await vi.advanceTimersByTimeAsync(10_000);
    await normal;
    expect(backend.forcedCalls).toBe(3);
    network.slow = true;
    backend.failures.push(...Array.from({ length: 4 }, networkError));
    const slow = session.refresh();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    await expect(slow).resolves.toMatchObject({ token: 'token-2' });
    expect(backend.forcedCalls).toBe(8);
  });

  it('adds up to 1 s of jitter to each backoff', async () => {
    const random = vi.spyOn(testClock, 'random').mockReturnValue(0.5);
    const session = await signedIn();
    backend.failures.push(networkError());
    void session.refresh();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(backend.forcedCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.forcedCalls).toBe(2);
    random.mockRestore();
  });
});

describe('offline', () => {
  it('queues refreshes while offline and runs one when the connection returns', async () => {
    const session = await signedIn();
    network.online = false;
    const first = session.refresh();
    const second = session.refresh();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(backend.forcedCalls).toBe(0);
    network.goOnline();
    await expect(first).resolves.toMatchObject({ token: 'token-2' });
    await expect(second).resolves.toMatchObject({ token: 'token-2' });
    expect(backend.forcedCalls).toBe(1);
  });

  it('a screen asking for a refresh offline is told it was queued', async () => {
    const session = await signedIn();
    network.online = false;
    await expect(session.refreshNow()).rejects.toThrow(
      'Cannot refresh token while offline. Operation queued for when connection is restored.',
    );
    network.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.forcedCalls).toBe(1);
  });
});

describe('other tabs', () => {
  it("adopts another tab's refreshed token without asking the identity service", async () => {
    const tabA = await signedIn();
    const backendB = Object.assign(new FakeBackend(), { user: USER });
    backendB.lifetimeMs = 30 * MIN;
    const tabB = await signedIn({ backend: backendB });
    await tabA.refresh();
    expect(await tabB.getToken()).toBe('token-2');
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(backendB.forcedCalls).toBe(0); // B rescheduled to the adopted token's expiry
  });
});

describe('sign-out', () => {
  it('clears the saved store and the token cache, and ends SIGNED_OUT', async () => {
    const storage = new MemoryStore();
    const session = await signedIn({ storage });
    local.setItem(SELECTED_STORE_KEY, 'store-1234567');
    local.setItem(STORES_COPY_KEY, '{"uid":"user-1","stores":[]}');
    await session.signOut();
    expect(local.getItem(SELECTED_STORE_KEY)).toBeNull();
    expect(local.getItem(STORES_COPY_KEY)).toBeNull();
    expect(storage.data.size).toBe(0);
    expect(session.getSnapshot().authState).toBe('SIGNED_OUT');
    expect(session.isSigningOut()).toBe(false);
    expect(await session.getToken()).toBeNull();
  });

  it('the signing-out flag clears itself after 10 s if sign-out hangs', async () => {
    const session = await signedIn();
    backend.signOutPending = true;
    void session.signOut();
    expect(session.isSigningOut()).toBe(true);
    expect(await session.getToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(session.isSigningOut()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.isSigningOut()).toBe(false);
  });
});
