import { preview, type PreviewServer } from 'vite';
import { APP_PORT, ROOT } from './project.ts';

export { APP_URL } from './project.ts';

/**
 * Serves the built PWA from dist/ (not the dev server), so the service worker,
 * precache and offline behaviour are the ones users get.
 */
export async function serveBuiltApp(): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true, open: false },
  });
}
