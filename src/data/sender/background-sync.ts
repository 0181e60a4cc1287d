// Background Sync (Chromium only): the page registers a sync whenever it queues
// a command, so the service worker delivers the outbox when the connection
// returns even if every tab is closed. Elsewhere, the next app start drains it.

export const OUTBOX_SYNC_TAG = 'outbox-sync';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export async function requestBackgroundSync(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  try {
    const registration = (await container.ready) as ServiceWorkerRegistration & SyncRegistration;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (or denied): the leader tab and the next start still deliver.
  }
}
