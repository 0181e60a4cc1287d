// A comlink worker that behaves (STYLE.md §8): started on first use, killed
// when a caller aborts (a comlink call cannot be cancelled otherwise), and
// terminated after a quiet spell so an idle tab holds no decoder memory.
import { wrap, type Endpoint, type Remote } from 'comlink';

/** The parts of a Worker we use, so tests can pass a MessagePort-backed fake. */
export type WorkerLike = Endpoint & { terminate(): void };

/** The worker could not start or died: callers may fall back to the main thread. */
export class WorkerUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The worker is unavailable', { cause });
    this.name = 'WorkerUnavailableError';
  }
}

export interface LazyWorker<T> {
  run<R>(job: (api: Remote<T>) => Promise<R>, signal?: AbortSignal): Promise<R>;
  terminate(): void;
}

interface Running<T> {
  worker: WorkerLike;
  api: Remote<T>;
  /** Rejects when the worker fails (load error, crash); every pending job races it. */
  failed: Promise<never>;
}

export function createLazyWorker<T>(create: () => WorkerLike, idleMs: number): LazyWorker<T> {
  let running: Running<T> | undefined;
  let pending = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const terminate = () => {
    clearTimeout(idleTimer);
    running?.worker.terminate();
    running = undefined;
  };

  const start = (): Running<T> => {
    if (running) return running;
    let worker: WorkerLike;
    try {
      worker = create();
    } catch (error) {
      throw new WorkerUnavailableError(error);
    }
    const failed = new Promise<never>((_, reject) => {
      const fail = (event: Event) => {
        if (running?.worker === worker) terminate();
        reject(new WorkerUnavailableError(event));
      };
      worker.addEventListener('error', fail as EventListener);
      worker.addEventListener('messageerror', fail as EventListener);
    });
    failed.catch(() => {}); // observed by the jobs that race it
    running = { worker, api: wrap<T>(worker), failed };
    return running;
  };

  const run = async <R>(job: (api: Remote<T>) => Promise<R>, signal?: AbortSignal): Promise<R> => {
    signal?.throwIfAborted();
    clearTimeout(idleTimer);
    const current = start();
    pending++;
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        // The only way to stop work inside a worker is to end the worker.
        if (running === current) terminate();
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([job(current.api), current.failed, aborted]);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      pending--;
      if (pending === 0 && running) idleTimer = setTimeout(terminate, idleMs);
    }
  };

  return { run, terminate };
}
