import { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
let workbox: Workbox | undefined;
let updateWaiting = false;

/**
 * The service worker only exists in production builds (see vite.config.ts).
 * A new version waits until the user agrees (UpdatePrompt): activating it under
 * a running page could mix old and new code.
 */
export function registerServiceWorker(): Workbox | undefined {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return undefined;
  workbox = new Workbox('/sw.js', { type: 'module' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    listeners.forEach((l) => l(true));
  });
  // Once the new worker controls the page, load the new version.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register();
  return workbox;
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateWaiting);
  return () => listeners.delete(listener);
}

export function activateUpdate(): void {
  workbox?.messageSkipWaiting();
}
