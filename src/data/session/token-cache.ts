// The cached session of doc 1 §3/§4.2: token, claims, expiry, user, time of
// caching and browser fingerprint, in session storage. Other tabs hear of every
// update and clear over a BroadcastChannel, so one tab's refresh serves all.
import type { Claims } from '../../domain/shared/entities';
import { isCachedTokenUsable, type CachedToken } from '../../domain/session/token';
import type { Clock } from './clock';

export interface CachedSession extends CachedToken {
  token: string;
  claims: Claims;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type CacheMessage = { type: 'update'; session: CachedSession } | { type: 'clear' };

/** The slice of BroadcastChannel used here (injected so tests can connect "tabs"). */
export interface Channel {
  postMessage(message: CacheMessage): void;
  addEventListener(type: 'message', listener: (event: { data: CacheMessage }) => void): void;
  close(): void;
}

const KEY = 'sessionTokenCache';
export const CHANNEL_NAME = 'seller-portal-session';

/** Not a secret, only "is this the same browser": a copied cache from elsewhere is ignored. */
export function browserFingerprint(): string {
  if (typeof navigator === 'undefined') return 'no-browser';
  const screenSize = typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [navigator.userAgent, navigator.language, screenSize, zone].join('|');
}

export class TokenCache {
  private listeners = new Set<(message: CacheMessage) => void>();

  constructor(
    private readonly storage: KeyValueStore,
    private readonly clock: Clock,
    private readonly fingerprint: string,
    private readonly channel: Channel | null,
  ) {
    channel?.addEventListener('message', (event) => {
      // Another tab's refresh lands here too, so this tab need not refresh again.
      if (event.data.type === 'update') this.storage.setItem(KEY, JSON.stringify(event.data.session));
      else this.storage.removeItem(KEY);
      for (const listener of this.listeners) listener(event.data);
    });
  }

  /** The cached session of `userId`, or null when absent, stale, foreign or expired (then dropped). */
  read(userId: string): CachedSession | null {
    const raw = this.storage.getItem(KEY);
    if (!raw) return null;
    let cached: CachedSession;
    try {
      cached = JSON.parse(raw) as CachedSession;
    } catch {
      this.storage.removeItem(KEY);
      return null;
    }
    if (!isCachedTokenUsable(cached, { fingerprint: this.fingerprint, userId }, this.clock.now())) {
      this.storage.removeItem(KEY);
      return null;
    }
    return cached;
  }

  write(entry: { token: string; claims: Claims; expiryTime: number; userId: string }): CachedSession {
    const session: CachedSession = { ...entry, cachedAt: this.clock.now(), fingerprint: this.fingerprint };
    this.storage.setItem(KEY, JSON.stringify(session));
    this.channel?.postMessage({ type: 'update', session });
    return session;
  }

  clear(): void {
    this.storage.removeItem(KEY);
    this.channel?.postMessage({ type: 'clear' });
  }

  /** Updates and clears made by other tabs. */
  onRemoteChange(listener: (message: CacheMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.channel?.close();
  }
}
