/**
 * Runs `task` under the named lock, so that two senders (tabs, the service
 * worker) never drain the same outbox at once. Web Locks exist in windows and
 * service workers alike.
 *
 * By default `task` runs only if the lock is free; otherwise another sender is
 * draining and the call resolves false without running it (the page's sender
 * then asks to be run again shortly). `wait: true` queues behind the holder instead: the
 * service worker's Background Sync must not end while work is left, since a
 * sync reported done is never retried, and the tab holding the lock may close
 * with its commands still queued.
 */
export function webLock(name: string, options: { wait?: boolean } = {}): (task: () => Promise<void>) => Promise<boolean> {
  return async (task) => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!locks) {
      await task();
      return true;
    }
    if (options.wait) {
      await locks.request(name, task);
      return true;
    }
    return locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
  };
}

export const senderLockName = (uid: string) => `outbox-sender-${uid}`;
