/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG } from '../src/data/sender/background-sync';
import { drainOutboxFromWorker } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope;

// Versioned precache of the app shell; older versions are removed on activate.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app route is served the shell, so a reload works with the network off.
// Emulator and Functions paths never reach here: they are on other origins.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/__/, /\/[^/?]+\.[^/]+$/] }));

// Menu and category images: shown offline once seen. Image URLs of Storage are
// content-addressed by token, so a cached copy never goes stale; the cap keeps
// a phone's storage in check.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

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
      () => void (state.outboxSync = 'done'),
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
