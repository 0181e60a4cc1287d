// Time, randomness and the network as injected dependencies, so every timing
// rule of the session can run under vitest's fake timers without Firebase.

export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  /** [0, 1), for backoff jitter. */
  random(): number;
}

// Arrow wrappers read the globals at call time, so vi.useFakeTimers() applies.
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle),
  random: () => Math.random(),
};

export interface Network {
  isOnline(): boolean;
  /** A 2G-like or save-data connection: retry policies adapt to it. */
  isSlow(): boolean;
  /** Called when the connection returns; returns an unsubscribe function. */
  onOnline(listener: () => void): () => void;
}

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export const browserNetwork: Network = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  isSlow: () => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    return Boolean(connection?.saveData) || ['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
  },
  onOnline: (listener) => {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

/** Resolves after `ms` on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
