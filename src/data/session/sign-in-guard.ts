// Client-side guard around every sign-in attempt (doc 1 §4.2, §8, §9): refused
// offline, rate limited per identifier (5 per 60 s, lockout when 80 % failed),
// and transient failures retried (3 attempts, 2 on a slow connection, where
// each attempt costs the user more waiting).
import { AUTH_BACKOFF, backoffDelay, isRetryableError } from '../../domain/shared/errors';
import { SIGN_IN_RETRIES, SIGN_IN_RETRIES_SLOW_CONNECTION } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { checkRateLimit, pruneAttempts, type Attempt } from '../../domain/session/rate-limit';
import { sleep, type Clock, type Network } from './clock';
import type { KeyValueStore } from './token-cache';

/** A refusal by the guard itself; its message is shown to the user as it is. */
export class SignInRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInRefused';
  }
}

const KEY = 'signInAttempts';

export class SignInGuard {
  constructor(
    private readonly clock: Clock,
    private readonly network: Network,
    // Kept in local storage so a reload does not reset a lockout.
    private readonly storage: KeyValueStore,
  ) {}

  async run<T>(identifier: string, attempt: () => Promise<T>): Promise<T> {
    if (!this.network.isOnline()) throw new SignInRefused(MESSAGES.session.offlineSignIn);
    const key = identifier.trim().toLowerCase() || 'default';
    const decision = checkRateLimit(this.history(key), this.clock.now());
    if (!decision.allowed) throw new SignInRefused(decision.message);
    const tries = this.network.isSlow() ? SIGN_IN_RETRIES_SLOW_CONNECTION : SIGN_IN_RETRIES;
    for (let n = 0; ; n++) {
      try {
        const result = await attempt();
        this.record(key, true);
        return result;
      } catch (error) {
        if (!isRetryableError(error) || n + 1 >= tries) {
          this.record(key, false);
          throw error;
        }
        await sleep(this.clock, backoffDelay(n, AUTH_BACKOFF, () => this.clock.random()));
      }
    }
  }

  private all(): Record<string, Attempt[]> {
    try {
      return JSON.parse(this.storage.getItem(KEY) ?? '{}') as Record<string, Attempt[]>;
    } catch {
      return {};
    }
  }

  private history(key: string): Attempt[] {
    return pruneAttempts(this.all()[key] ?? [], this.clock.now());
  }

  private record(key: string, success: boolean): void {
    const all = this.all();
    all[key] = [...this.history(key), { at: this.clock.now(), success }];
    this.storage.setItem(KEY, JSON.stringify(all));
  }
}
