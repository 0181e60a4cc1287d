// Guards in front of every token refresh (doc 1 §4.2, §9): the auth circuit
// breaker, the 10-per-minute refresh limit, and retries with backoff and jitter.
import {
  AUTH_BREAKER,
  CLOSED_BREAKER,
  canAttempt,
  recordFailure,
  recordSuccess,
  secondsUntilRetry,
  type BreakerState,
} from '../../domain/sync/circuit-breaker';
import { AUTH_BACKOFF, backoffDelay, isRetryableError } from '../../domain/shared/errors';
import {
  REFRESH_RETRIES,
  REFRESH_RETRIES_SLOW_CONNECTION,
  TOKEN_REFRESH_RATE_LIMIT,
  TOKEN_REFRESH_RATE_WINDOW_MS,
} from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { sleep, type Clock, type Network } from './clock';

/** A refusal before any request was made: the message is the one the user reads. */
export class RefreshRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefreshRefused';
  }
}

export class RefreshPolicy {
  private breaker: BreakerState = CLOSED_BREAKER;
  private recent: number[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly network: Network,
  ) {}

  /** Throws RefreshRefused when the breaker is open or the per-minute limit is used up. */
  admit(): void {
    const now = this.clock.now();
    if (!canAttempt(this.breaker, AUTH_BREAKER, now)) {
      throw new RefreshRefused(MESSAGES.session.tooManyRefreshFailures(secondsUntilRetry(this.breaker, AUTH_BREAKER, now)));
    }
    this.recent = this.recent.filter((t) => now - t < TOKEN_REFRESH_RATE_WINDOW_MS);
    const oldest = this.recent[0];
    if (this.recent.length >= TOKEN_REFRESH_RATE_LIMIT && oldest !== undefined) {
      const wait = Math.ceil((oldest + TOKEN_REFRESH_RATE_WINDOW_MS - now) / 1000);
      throw new RefreshRefused(MESSAGES.rateLimit.exceeded(wait));
    }
  }

  /**
   * Runs `request` up to 3 times (5 on a slow connection, where a timeout is
   * more likely to be the link than the service), waiting with exponential
   * backoff plus up to 1 s of jitter; only transient errors are retried. One
   * breaker failure is counted per refresh, not per attempt.
   */
  async run<T>(request: () => Promise<T>): Promise<T> {
    const attempts = this.network.isSlow() ? REFRESH_RETRIES_SLOW_CONNECTION : REFRESH_RETRIES;
    for (let attempt = 0; ; attempt++) {
      this.recent.push(this.clock.now());
      try {
        const result = await request();
        this.breaker = recordSuccess(this.breaker, AUTH_BREAKER, this.clock.now());
        return result;
      } catch (error) {
        if (!isRetryableError(error) || attempt + 1 >= attempts) {
          this.breaker = recordFailure(this.breaker, AUTH_BREAKER, this.clock.now());
          throw error;
        }
        await sleep(this.clock, backoffDelay(attempt, AUTH_BACKOFF, () => this.clock.random()));
      }
    }
  }
}
