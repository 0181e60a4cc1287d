// The portal's screens are written against React's API (react, react-dom,
// react-router) and run on Preact through preact/compat: the same components
// in a tenth of the code (/login loaded 157 KiB gzipped with React's DOM, 100
// with Preact's; issue 42). The build (vite.config.ts) and the component tests
// (vitest.config.ts) resolve React's modules to Preact's, so what the tests
// render is what the app runs. Types stay React's (@types/react), which
// preact/compat is written to match.
import type { Alias } from 'vite';

export const PREACT_COMPAT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** JSX compiled straight to Preact's runtime (as guest/vite.config.ts does), with no React plugin. */
export const PREACT_JSX = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;
