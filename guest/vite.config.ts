// The guest's ordering page behind a table's QR code ({customer-host}/t/{linkId}):
// its own entry and build, none of the portal's code, Preact without a plugin.
import '../scripts/lib/require-node.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { usesEmulators } from '../scripts/lib/production-build.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const GUEST = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, mode }) => {
  // The repository's .env files, as the portal's build reads them.
  const env = { ...loadEnv(mode, REPO, 'VITE_'), ...process.env };
  const emulators = usesEmulators(env);
  // Every read of a real project's Firestore carries the key: without it the page could load nothing.
  if (command === 'build' && !emulators && !env.VITE_FIREBASE_API_KEY) {
    throw new Error(`A guest page build for project ${env.VITE_FIREBASE_PROJECT_ID} needs VITE_FIREBASE_API_KEY (see docs/deploy.md).`);
  }
  return {
    root: GUEST,
    envDir: REPO,
    publicDir: false,
    // A constant, as in the portal's vite.config.ts, so a real project's bundle carries no emulator address.
    define: { __FIREBASE_EMULATORS__: JSON.stringify(emulators) },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    server: { host: '127.0.0.1', port: 5174, strictPort: true, fs: { allow: [REPO] } },
    preview: { host: '127.0.0.1', port: 5174, strictPort: true },
    build: {
      outDir: `${REPO}dist-guest`,
      emptyOutDir: true,
      sourcemap: 'hidden',
      // Every browser the page targets has modulepreload or does without it: no polyfill in the first load.
      modulePreload: { polyfill: false },
    },
  };
});
