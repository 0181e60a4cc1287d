// The session and token manager (doc 1 §4.1–4.3). It owns the auth state
// machine, keeps the ID token fresh (scheduled 5 minutes before expiry plus a
// 60-second check), shares the token with other tabs, queues refreshes while
// offline, and implements TokenSource for every secure caller.
import type { AuthState } from '../../domain/session/auth-state';
import { stateAfterSignIn } from '../../domain/session/auth-state';
import type { Claims } from '../../domain/shared/entities';
import { PROACTIVE_CHECK_INTERVAL_MS, SIGN_OUT_FLAG_TIMEOUT_MS, TOKEN_VALIDITY_CACHE_MS } from '../../domain/shared/limits';
import { isDefinitiveAuthRefusal } from '../../domain/shared/errors';
import { MESSAGES } from '../../domain/shared/messages';
import { isTokenValid, needsProactiveRefresh, refreshDelayMs, shouldSkipForcedRefresh } from '../../domain/session/token';
import type { TokenSource } from '../firebase/token-source';
import type { AuthBackend, IdToken, SessionUser } from './auth-backend';
import { AuthMachine } from './auth-machine';
import type { Clock, Network, TimerHandle } from './clock';
import { RefreshPolicy } from './refresh-policy';
import { OfflineQueue } from './offline-queue';
import type { CacheMessage, KeyValueStore, TokenCache } from './token-cache';

export interface SessionSnapshot {
  authState: AuthState;
  user: SessionUser | null;
  claims: Claims | null;
}

export interface SessionDeps {
  backend: AuthBackend;
  clock: Clock;
  network: Network;
  cache: TokenCache;
  /** Where the chosen store is remembered ('selectedStore'); cleared on sign-out. */
  local: KeyValueStore;
}

export const SELECTED_STORE_KEY = 'selectedStore';
/** The offline copy of the user's store list (see data/stores/stores-copy.ts). */
export const STORES_COPY_KEY = 'storesCopy';
/**
 * The claims of the last token this device saw, per user: a device opened
 * offline with an expired token (the tablet the morning after) still knows
 * which stores it may show, while calls to the server wait for a new token.
 * Not a credential: it opens nothing on the server.
 */
export const CLAIMS_COPY_KEY = 'sessionClaimsCopy';

interface ClaimsCopy {
  userId: string;
  claims: Claims;
}

export class SessionManager implements TokenSource {
  readonly machine: AuthMachine;
  private readonly policy: RefreshPolicy;
  private readonly queue: OfflineQueue<IdToken>;
  private user: SessionUser | null = null;
  private token: IdToken | null = null;
  /** While no token can be had (offline, expired): the last claims seen, so screens keep working. */
  private waitingClaims: Claims | null = null;
  private validatedAt: number | null = null;
  private lastRefreshAt: number | null = null;
  private inFlight: Promise<IdToken> | null = null;
  private refreshTimer: TimerHandle | null = null;
  private signOutTimer: TimerHandle | null = null;
  private signingOut = false;
  private snapshot: SessionSnapshot = { authState: 'UNINITIALIZED', user: null, claims: null };
  private listeners = new Set<() => void>();
  private stops: (() => void)[] = [];

  constructor(private readonly deps: SessionDeps) {
    this.machine = new AuthMachine(deps.clock);
    this.policy = new RefreshPolicy(deps.clock, deps.network);
    this.queue = new OfflineQueue(deps.network);
    this.machine.subscribe(() => this.emit());
  }

  start(): () => void {
    const { backend, cache, clock } = this.deps;
    this.machine.transition('INITIALIZING');
    this.stops.push(backend.onUserChanged((user) => void this.onUser(user)));
    this.stops.push(cache.onRemoteChange((message) => this.onRemoteCache(message)));
    const check = clock.setInterval(() => this.proactiveCheck(), PROACTIVE_CHECK_INTERVAL_MS);
    this.stops.push(() => clock.clearInterval(check));
    this.stops.push(() => this.clearRefreshTimer());
    return () => this.stops.splice(0).forEach((stop) => stop());
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isSigningOut(): boolean {
    return this.signingOut;
  }

  /** TokenSource: a token with more than 5 minutes left, refreshed first when needed. */
  async getToken(options?: { forceRefresh?: boolean }): Promise<string | null> {
    if (this.machine.state === 'INITIALIZING' || this.machine.state === 'REFRESHING_TOKEN') {
      await this.machine.waitForStable();
    }
    if (!this.user || this.signingOut) return null;
    if (options?.forceRefresh) return (await this.refresh({ force: true })).token;
    const now = this.deps.clock.now();
    const token = this.token;
    // The validity result is trusted for 60 s, as long as the token has not expired.
    if (token && this.validatedAt !== null && now - this.validatedAt < TOKEN_VALIDITY_CACHE_MS && token.expiresAt > now) {
      return token.token;
    }
    if (token && isTokenValid(token.expiresAt, now)) {
      this.validatedAt = now;
      return token.token;
    }
    try {
      return (await this.refresh({ force: true })).token;
    } catch (error) {
      // A failed refresh keeps a token that has not expired yet.
      if (this.token && this.token.expiresAt > this.deps.clock.now()) return this.token.token;
      throw error;
    }
  }

  /**
   * A new token from the identity service. A forced refresh within 5 s of the
   * last is skipped unless the token expires within 30 s; offline, the request
   * waits in a queue until the connection returns. `claimsChanged` (a store
   * was created or the profile changed on the server) bypasses the grace
   * period: the last token cannot carry the new claims.
   */
  refresh(options: { force: boolean; claimsChanged?: boolean } = { force: true }): Promise<IdToken> {
    const now = this.deps.clock.now();
    if (!this.user) return Promise.reject(new Error(MESSAGES.session.noUserForRefresh));
    const grace = options.force && !options.claimsChanged;
    if (grace && this.token && shouldSkipForcedRefresh(this.lastRefreshAt, this.token.expiresAt, now)) {
      return Promise.resolve(this.token);
    }
    // A refresh already under way serves this request too, unless new claims are needed.
    if (this.inFlight && !options.claimsChanged) return this.inFlight;
    if (this.inFlight) return this.inFlight.catch(() => undefined).then(() => this.refresh(options));
    if (!this.deps.network.isOnline()) return this.queue.enqueue(() => this.refresh(options));
    try {
      this.policy.admit();
    } catch (error) {
      return Promise.reject(error);
    }
    this.inFlight = this.runRefresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** For screens: refuses at once while offline (the request still runs when back online). */
  refreshNow(): Promise<IdToken> {
    if (!this.deps.network.isOnline()) {
      void this.refresh().catch(() => undefined);
      return Promise.reject(new Error(MESSAGES.session.offlineRefreshQueued));
    }
    return this.refresh();
  }

  async signOut(): Promise<void> {
    const { clock, cache, local, backend } = this.deps;
    this.signingOut = true;
    this.emit();
    // The flag must not stick if the identity service never answers.
    if (this.signOutTimer) clock.clearTimeout(this.signOutTimer);
    this.signOutTimer = clock.setTimeout(() => this.endSigningOut(), SIGN_OUT_FLAG_TIMEOUT_MS);
    this.machine.transition('SIGNING_OUT');
    this.clearRefreshTimer();
    cache.clear();
    local.removeItem(CLAIMS_COPY_KEY);
    local.removeItem(SELECTED_STORE_KEY);
    local.removeItem(STORES_COPY_KEY);
    try {
      await backend.signOut();
      this.forgetUser();
      this.machine.transition('SIGNED_OUT');
    } catch (error) {
      this.machine.transition('ERROR');
      throw error;
    } finally {
      this.endSigningOut();
    }
  }

  private endSigningOut(): void {
    if (this.signOutTimer) this.deps.clock.clearTimeout(this.signOutTimer);
    this.signOutTimer = null;
    if (!this.signingOut) return;
    this.signingOut = false;
    this.emit();
  }

  private async onUser(user: SessionUser | null): Promise<void> {
    if (!user) {
      this.forgetUser();
      this.machine.toSignedOut();
      return;
    }
    if (this.user?.uid === user.uid && (this.token || this.waitingClaims)) {
      this.user = user;
      this.emit();
      // Waiting for a token, and the identity service has one now: take it the usual way.
      if (!this.token && this.deps.network.isOnline()) void this.refresh().catch(() => undefined);
      return;
    }
    if (this.user && this.user.uid !== user.uid) this.machine.toSignedOut();
    this.user = user;
    this.token = null;
    this.waitingClaims = null;
    this.machine.toInitializing();
    try {
      const cached = this.deps.cache.read(user.uid);
      const token = cached
        ? { token: cached.token, expiresAt: cached.expiryTime, claims: cached.claims }
        : await this.deps.backend.getIdToken(false);
      if (this.user?.uid !== user.uid) return; // signed out or switched meanwhile
      this.adopt(token, !cached);
      this.machine.transition(stateAfterSignIn(token.expiresAt, this.deps.clock.now()));
      if (this.machine.state === 'TOKEN_EXPIRED') void this.refresh().catch(() => undefined);
    } catch (error) {
      if (this.user?.uid !== user.uid) return;
      const copy = this.readClaimsCopy(user.uid);
      if (copy && !isDefinitiveAuthRefusal(error)) {
        this.waitForToken(copy.claims);
        return;
      }
      console.warn('Could not read the ID token of the restored user', error);
      this.machine.transition('ERROR');
      // Opened offline with an expired token: try again when the connection returns.
      if (!this.deps.network.isOnline()) {
        const off = this.deps.network.onOnline(() => {
          off();
          if (this.user?.uid === user.uid && !this.token) void this.onUser(user);
        });
        this.stops.push(off);
      }
    }
    this.emit();
  }

  /**
   * Offline-first (doc 1 §4.1–4.2): the user is known and no token can be had
   * now. The session rests in TOKEN_EXPIRED with the last claims seen, so the
   * replica and the outbox stay usable; operations wait for the refresh, which
   * is queued while offline and retried by the 60-second check while online.
   */
  private waitForToken(claims: Claims): void {
    this.waitingClaims = claims;
    this.machine.transition('TOKEN_EXPIRED');
    this.emit();
    void this.refresh().catch((error) => console.warn('Token refresh still waiting', error));
  }

  private readClaimsCopy(userId: string): ClaimsCopy | null {
    try {
      const copy = JSON.parse(this.deps.local.getItem(CLAIMS_COPY_KEY) ?? 'null') as ClaimsCopy | null;
      return copy && copy.userId === userId && copy.claims ? copy : null;
    } catch {
      return null;
    }
  }

  private async runRefresh(): Promise<IdToken> {
    const { clock, backend } = this.deps;
    this.machine.transition('REFRESHING_TOKEN');
    try {
      const token = await this.policy.run(() => backend.getIdToken(true));
      this.lastRefreshAt = clock.now();
      this.adopt(token, true);
      this.machine.transition(stateAfterSignIn(token.expiresAt, clock.now()));
      return token;
    } catch (error) {
      const still = this.token && this.token.expiresAt > clock.now();
      this.machine.transition(still ? 'AUTHENTICATED' : 'TOKEN_EXPIRED');
      if (still) throw error;
      throw new Error(MESSAGES.session.tokenExpiredRefreshFailed, { cause: error });
    }
  }

  private adopt(token: IdToken, writeCache: boolean): void {
    const { clock, cache, local } = this.deps;
    this.token = token;
    this.waitingClaims = null;
    this.validatedAt = clock.now();
    if (this.user) {
      local.setItem(CLAIMS_COPY_KEY, JSON.stringify({ userId: this.user.uid, claims: token.claims } satisfies ClaimsCopy));
    }
    if (writeCache && this.user) {
      cache.write({ token: token.token, claims: token.claims, expiryTime: token.expiresAt, userId: this.user.uid });
    }
    this.scheduleRefresh(token.expiresAt);
    this.emit();
  }

  private scheduleRefresh(expiresAt: number): void {
    this.clearRefreshTimer();
    const delay = refreshDelayMs(expiresAt, this.deps.clock.now());
    this.refreshTimer = this.deps.clock.setTimeout(() => {
      this.refreshTimer = null;
      void this.refresh({ force: false }).catch((error) => console.warn('Scheduled token refresh failed', error));
    }, delay);
  }

  private clearRefreshTimer(): void {
    if (this.refreshTimer) this.deps.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private proactiveCheck(): void {
    if (!this.user || this.inFlight || this.signingOut) return;
    if (!this.token) {
      // Waiting for a token (see waitForToken): try again while the network is there.
      if (this.waitingClaims && this.deps.network.isOnline()) {
        void this.refresh().catch((error) => console.warn('Token refresh still waiting', error));
      }
      return;
    }
    if (needsProactiveRefresh(this.token.expiresAt, this.deps.clock.now())) {
      void this.refresh({ force: false }).catch((error) => console.warn('Proactive token refresh failed', error));
    }
  }

  private onRemoteCache(message: CacheMessage): void {
    if (message.type === 'clear') {
      this.validatedAt = null;
      return;
    }
    const { session } = message;
    if (!this.user || session.userId !== this.user.uid) return;
    if (this.token && this.token.expiresAt >= session.expiryTime) return;
    this.adopt({ token: session.token, expiresAt: session.expiryTime, claims: session.claims }, false);
    if (this.machine.state === 'TOKEN_EXPIRED') this.machine.moveTo(['REFRESHING_TOKEN', 'AUTHENTICATED']);
  }

  private forgetUser(): void {
    this.user = null;
    this.token = null;
    this.waitingClaims = null;
    this.validatedAt = null;
    this.lastRefreshAt = null;
    this.clearRefreshTimer();
    this.emit();
  }

  private emit(): void {
    const next: SessionSnapshot = {
      authState: this.machine.state,
      user: this.user,
      claims: this.token?.claims ?? this.waitingClaims,
    };
    const prev = this.snapshot;
    if (prev.authState === next.authState && prev.user === next.user && prev.claims === next.claims) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
