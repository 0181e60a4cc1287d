// Test doubles for the session's injected dependencies: an identity service
// whose tokens and failures the test controls, a switchable network, storage
// in memory, and a broadcast hub that connects "tabs" in one process.
import type { Claims } from '../../domain/shared/entities';
import type { AuthBackend, IdToken, SessionUser } from './auth-backend';
import { systemClock, type Network } from './clock';
import type { CacheMessage, Channel, KeyValueStore } from './token-cache';

export const HOUR = 60 * 60 * 1000;
export const USER: SessionUser = { uid: 'user-1', email: 'a@b.test', phoneNumber: null, displayName: null };

export class FakeBackend implements AuthBackend {
  user: SessionUser | null = null;
  calls: boolean[] = [];
  /** Lifetime of the next tokens handed out. */
  lifetimeMs = HOUR;
  claims: Claims = { role: 'OWNER', stores: {} };
  /** Errors thrown by the next forced refreshes, one per call. */
  failures: unknown[] = [];
  signOutPending = false;
  /** The restored user's token cannot be read (expired, and no network). */
  restoreFails = false;
  /** What the failed read throws (default: a network failure). */
  restoreError: unknown = Object.assign(new Error('network-request-failed'), { code: 'auth/network-request-failed' });
  private listeners = new Set<(user: SessionUser | null) => void>();
  private serial = 0;

  onUserChanged(listener: (user: SessionUser | null) => void): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.user));
    return () => this.listeners.delete(listener);
  }
  currentUser(): SessionUser | null {
    return this.user;
  }
  setUser(user: SessionUser | null): void {
    this.user = user;
    for (const listener of this.listeners) listener(user);
  }
  async getIdToken(force: boolean): Promise<IdToken> {
    this.calls.push(force);
    if (!this.user) throw new Error('auth/no-current-user');
    if (!force && this.restoreFails) throw this.restoreError;
    const failure = force ? this.failures.shift() : undefined;
    if (failure) throw failure;
    this.serial++;
    return { token: `token-${this.serial}`, expiresAt: Date.now() + this.lifetimeMs, claims: this.claims };
  }
  get forcedCalls(): number {
    return this.calls.filter(Boolean).length;
  }
  signOut(): Promise<void> {
    if (this.signOutPending) return new Promise(() => undefined);
    this.setUser(null);
    return Promise.resolve();
  }
}

export class FakeNetwork implements Network {
  online = true;
  slow = false;
  private listeners = new Set<() => void>();
  isOnline = () => this.online;
  isSlow = () => this.slow;
  onOnline(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  goOnline(): void {
    this.online = true;
    for (const listener of [...this.listeners]) listener();
  }
}

export class MemoryStore implements KeyValueStore {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

/** Delivers each tab's messages to every other tab, synchronously. */
export class BroadcastHub {
  private channels = new Set<{ deliver: (message: CacheMessage) => void }>();
  channel(): Channel {
    const listeners: ((event: { data: CacheMessage }) => void)[] = [];
    const self = { deliver: (data: CacheMessage) => listeners.forEach((l) => l({ data })) };
    this.channels.add(self);
    return {
      postMessage: (message) => this.channels.forEach((c) => c !== self && c.deliver(message)),
      addEventListener: (_type, listener) => listeners.push(listener),
      close: () => this.channels.delete(self),
    };
  }
}

export const testClock = { ...systemClock, random: () => 0 };
