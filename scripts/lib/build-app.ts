import { join } from 'node:path';
import { build } from 'vite';
import { appBuildEnv, ROOT } from './project.ts';

/**
 * Pages that exist only in builds of the local stack (`npm start`, `npm test`),
 * never in `npm run build`: the image worker harness that the end-to-end tests
 * and the bench drive (/tests/harness/image-worker.html), and the menu image
 * harness that queues an image through the app's engine (/tests/harness/menu-image.html),
 * and the App Check harness that starts App Check with a custom provider (/tests/harness/app-check.html),
 * and the fault matrix's harness that queues its bulk of changes the same way
 * (/tests/harness/fault-matrix.html), and the bench's plain orders listener, the
 * kitchen board's peer (/tests/harness/orders-listener.html), and the analytics
 * bench's harness (/tests/harness/analytics.html), and the busy store bench's
 * plain Firestore client that signs itself in (/tests/harness/busy-peer.html).
 */
const HARNESS_PAGES = {
  'image-worker-harness': join(ROOT, 'tests', 'harness', 'image-worker.html'),
  'menu-image-harness': join(ROOT, 'tests', 'harness', 'menu-image.html'),
  'app-check-harness': join(ROOT, 'tests', 'harness', 'app-check.html'),
  'fault-matrix-harness': join(ROOT, 'tests', 'harness', 'fault-matrix.html'),
  'orders-listener-harness': join(ROOT, 'tests', 'harness', 'orders-listener.html'),
  'analytics-harness': join(ROOT, 'tests', 'harness', 'analytics.html'),
  'busy-peer-harness': join(ROOT, 'tests', 'harness', 'busy-peer.html'),
};

export async function buildApp(): Promise<void> {
  Object.assign(process.env, appBuildEnv());
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: { rolldownOptions: { input: { index: join(ROOT, 'index.html'), ...HARNESS_PAGES } } },
  });
}
