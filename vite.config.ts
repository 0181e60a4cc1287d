import './scripts/lib/require-node.ts';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PREACT_COMPAT_ALIASES, PREACT_JSX } from './scripts/lib/preact-compat.ts';
import { assertProductionBuild, usesEmulators } from './scripts/lib/production-build.ts';

export default defineConfig(({ command, mode }) => {
  // A real project's build stops here, naming what is missing (the emulator builds pass).
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  if (command === 'build') assertProductionBuild(env);
  return {
    // A constant, so a real project's bundle drops the emulator wiring (src/config/env.ts).
    define: { __FIREBASE_EMULATORS__: JSON.stringify(usesEmulators(env)) },
    // React's API on Preact (scripts/lib/preact-compat.ts).
    resolve: { alias: PREACT_COMPAT_ALIASES },
    oxc: PREACT_JSX,
    plugins: [
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        // No service worker in dev: it would cache stale modules while editing.
        devOptions: { enabled: false },
        injectManifest: {
          // assets/*.mjs: pdf.js's worker (the add-photo preview of a PDF), so it
          // works offline too; not the service worker's own sw.mjs.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}', 'assets/*.mjs'],
        },
        manifest: {
          name: 'Store App',
          short_name: 'Store App',
          description: 'Seller Portal: run your stores, menu and orders, online or offline.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#4f46e5',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          shortcuts: [
            { name: 'Orders', url: '/orders' },
            { name: 'Menu', url: '/menu' },
          ],
        },
      }),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    // Maps are written for local debugging but not linked from the bundle, and
    // firebase.json's hosting ignores them: the deployed site serves no source.
    build: { sourcemap: 'hidden' },
  };
});
