import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyWorker, WorkerUnavailableError, type WorkerLike } from './lazy-worker';

/** A "worker" made of a MessageChannel: comlink on both ends, as in a browser. */
function fakeWorkers() {
  const log: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const api = {
    async double(n: number) {
      await gate;
      return n * 2;
    },
  };
  const create = (): WorkerLike => {
    log.push('start');
    const { port1, port2 } = new MessageChannel();
    expose(api, port2);
    const target = port1 as unknown as WorkerLike;
    return Object.assign(target, {
      terminate() {
        log.push('terminate');
        port1.close();
        port2.close();
      },
    });
  };
  return { log, api, create, hold: (p: Promise<void>) => (gate = p) };
}

afterEach(() => vi.useRealTimers());

describe('createLazyWorker', () => {
  it('starts on first use only, and reuses the worker', async () => {
    const fake = fakeWorkers();
    const worker = createLazyWorker<typeof fake.api>(fake.create, 10_000);
    expect(fake.log).toEqual([]);
    expect(await worker.run((api) => api.double(2))).toBe(4);
    expect(await worker.run((api) => api.double(5))).toBe(10);
    expect(fake.log).toEqual(['start']);
    worker.terminate();
  });

  it('terminates after the idle time, and starts again when needed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = fakeWorkers();
    const worker = createLazyWorker<typeof fake.api>(fake.create, 1000);
    await worker.run((api) => api.double(1));
    vi.advanceTimersByTime(999);
    expect(fake.log).toEqual(['start']);
    vi.advanceTimersByTime(1);
    expect(fake.log).toEqual(['start', 'terminate']);
    vi.useRealTimers();
    expect(await worker.run((api) => api.double(3))).toBe(6);
    expect(fake.log).toEqual(['start', 'terminate', 'start']);
    worker.terminate();
  });

  it('ends the worker when the caller aborts, rejecting with the reason', async () => {
    const fake = fakeWorkers();
    fake.hold(new Promise(() => {})); // the job never finishes on its own
    const worker = createLazyWorker<typeof fake.api>(fake.create, 10_000);
    const controller = new AbortController();
    const job = worker.run((api) => api.double(1), controller.signal);
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.log).toEqual(['start', 'terminate']);
  });

  it('refuses an already aborted signal without starting a worker', async () => {
    const fake = fakeWorkers();
    const worker = createLazyWorker<typeof fake.api>(fake.create, 10_000);
    await expect(worker.run((api) => api.double(1), AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.log).toEqual([]);
  });

  it('reports WorkerUnavailableError when the worker cannot be created', async () => {
    const worker = createLazyWorker<{ double(n: number): number }>(() => {
      throw new Error('Workers are not allowed here');
    }, 10_000);
    await expect(worker.run((api) => api.double(1))).rejects.toBeInstanceOf(WorkerUnavailableError);
  });

  it('reports WorkerUnavailableError when the worker fails to load', async () => {
    const fake = fakeWorkers();
    fake.hold(new Promise(() => {}));
    let target: WorkerLike | undefined;
    const worker = createLazyWorker<typeof fake.api>(() => (target = fake.create()), 10_000);
    const job = worker.run((api) => api.double(1));
    (target as unknown as EventTarget).dispatchEvent(new Event('error'));
    await expect(job).rejects.toBeInstanceOf(WorkerUnavailableError);
    expect(fake.log).toEqual(['start', 'terminate']);
  });
});
