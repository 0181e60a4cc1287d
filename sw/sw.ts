/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_TAG } from '../src/data/sender/background-sync';
import { registerImageCache } from './image-cache';
import { drainOutboxFromWorker } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope;

// Versioned precache of the app shell; older versions are removed on activate.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app route is served the shell, so a reload works with the network off.
// Emulator and Functions paths never reach here: they are on other origins.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/__/, /\/[^/?]+\.[^/]+$/] }));

registerImageCache();

interface SyncEvent extends ExtendableEvent {
  tag: string;
}
// The outbox, delivered when the connection returns, also with every tab closed.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // The outcome stays readable on the worker's global, for whoever inspects it.
  const state = self as unknown as { outboxSync?: string };
  state.outboxSync = 'running';
  sync.waitUntil(
    drainOutboxFromWorker().then(
      (outcome) => void (state.outboxSync = outcome),
      (error: unknown) => {
        state.outboxSync = `failed: ${String(error)}`;
        throw error; // the browser retries the sync later
      },
    ),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
