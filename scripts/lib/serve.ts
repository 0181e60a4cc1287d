import { preview, type PreviewServer } from 'vite';
import { ROOT } from './project.ts';

export const APP_URL = 'http://127.0.0.1:5173';

/**
 * Serves the built PWA from dist/ (not the dev server), so the service worker,
 * precache and offline behaviour are the ones users get.
 */
export async function serveBuiltApp(): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 5173, strictPort: true, open: false },
  });
}
