// Work asked for while offline waits here and runs once when the connection
// returns (doc 1 §4.2: refresh requests are queued, not dropped or failed).
import type { Network } from './clock';

interface Waiter<T> {
  run: () => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export class OfflineQueue<T> {
  private waiters: Waiter<T>[] = [];
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly network: Network) {}

  get size(): number {
    return this.waiters.length;
  }

  enqueue(run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiters.push({ run, resolve, reject });
      this.unsubscribe ??= this.network.onOnline(() => this.flush());
    });
  }

  /**
   * Identical requests (token refreshes) collapse into the first one's run:
   * one request to the identity service serves every waiter.
   */
  private flush(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    const waiters = this.waiters.splice(0);
    const first = waiters[0];
    if (!first) return;
    const result = first.run();
    for (const waiter of waiters) result.then(waiter.resolve, waiter.reject);
  }
}
