/**
 * Runs `task` only if no other sender (another tab, the service worker) holds
 * the named lock; otherwise that sender is already draining the same outbox.
 * Web Locks exist in windows and service workers alike.
 */
export function webLock(name: string): (task: () => Promise<void>) => Promise<void> {
  return async (task) => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!locks) return task();
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) await task();
    });
  };
}

export const senderLockName = (uid: string) => `outbox-sender-${uid}`;
