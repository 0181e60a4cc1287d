import { expect, type BrowserContext } from '@playwright/test';

type SyncState = { outboxSync?: string };

/** How the worker's last outbox sync ended ('running' while it runs), as it left it on its global. */
export async function outboxSyncState(context: BrowserContext): Promise<string | undefined> {
  const [worker] = context.serviceWorkers();
  return worker?.evaluate(() => (self as unknown as SyncState).outboxSync);
}

/**
 * Fires the service worker's outbox sync the way DevTools does (CDP
 * ServiceWorker.dispatchSyncEvent: emulated offline is invisible to the
 * browser's own sync scheduling) and answers how the worker's drain ended.
 */
export async function fireOutboxSync(context: BrowserContext, origin: string): Promise<string | undefined> {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const id = await registrationId;
    // A sync the browser fired by itself (when the command was queued) may still be
    // running, waiting for a tab's sender lock: its outcome would be taken for ours.
    await expect.poll(() => outboxSyncState(context), { timeout: 30_000 }).not.toBe('running');
    // It may have left its outcome: start clean.
    const [worker] = context.serviceWorkers();
    await worker?.evaluate(() => void delete (self as unknown as SyncState).outboxSync);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: 'outbox-sync', lastChance: false });
    let state: string | undefined;
    await expect
      .poll(async () => {
        state = await outboxSyncState(context);
        return state !== undefined && state !== 'running';
      }, { timeout: 20_000 })
      .toBe(true);
    return state;
  } finally {
    await blank.close();
  }
}
