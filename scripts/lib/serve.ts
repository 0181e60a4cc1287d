import { preview, type PreviewServer } from 'vite';
import { join } from 'node:path';
import { gzipOnce } from './gzip-once.ts';
import { APP_PORT, GUEST_PORT, ROOT } from './project.ts';

export { APP_URL, GUEST_URL } from './project.ts';

/**
 * Serves the built PWA from dist/ (not the dev server), so the service worker,
 * precache and offline behaviour are the ones users get.
 */
export async function serveBuiltApp(): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    logLevel: 'warn',
    plugins: [gzipOnce()],
    preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true, open: false },
  });
}

/** Serves the built guest page from dist-guest/ at GUEST_URL: where the local stack's QR codes lead. */
export async function serveBuiltGuest(): Promise<PreviewServer> {
  return preview({
    configFile: join(ROOT, 'guest', 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [gzipOnce()],
    preview: { host: '127.0.0.1', port: GUEST_PORT, strictPort: true, open: false },
  });
}
