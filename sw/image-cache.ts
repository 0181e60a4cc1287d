/// <reference lib="webworker" />
// Menu and category images, shown offline once seen. Storage download URLs
// carry their token, and a new upload gets a new one, so a cached copy never
// goes stale; the cap keeps a phone's storage in check.
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const images = new CacheFirst({
  cacheName: 'images-v1',
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

/** A Cloud Storage download URL (emulator or production): /v0/b/{bucket}/o/{path}?alt=media&token=... */
export function isStorageDownload(url: URL): boolean {
  return /^\/v0\/b\/[^/]+\/o\/[^/]+$/.test(url.pathname) && url.searchParams.get('alt') === 'media';
}

async function handleImage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const { request, url } = options;
  if (request.mode !== 'no-cors' || !isStorageDownload(url)) return images.handle(options);
  // A plain <img> asks cross-origin in no-cors mode, and CacheFirst keeps no
  // opaque answer (its status is hidden: it may be an error). Storage answers
  // CORS requests (the stand-in always; a bucket once its CORS is set, see
  // storage.cors.json), so ask that way and keep a readable 200. Without CORS
  // the image still shows, uncached, as before.
  try {
    return await images.handle({ ...options, request: new Request(request.url, { mode: 'cors', credentials: 'omit' }) });
  } catch {
    return fetch(request);
  }
}

export function registerImageCache(): void {
  registerRoute(({ request }) => request.destination === 'image', handleImage);
}
