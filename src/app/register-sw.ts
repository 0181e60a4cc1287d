import { Workbox } from 'workbox-window';

// The service worker only exists in production builds (see vite.config.ts).
// A waiting update is activated only when the user agrees; the prompt UI comes
// with the offline engine, until then the new version activates on next visit.
export function registerServiceWorker(): Workbox | undefined {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return undefined;
  const wb = new Workbox('/sw.js', { type: 'module' });
  void wb.register();
  return wb;
}
