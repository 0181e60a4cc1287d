import './scripts/lib/require-node.ts';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { PREACT_COMPAT_ALIASES, PREACT_JSX } from './scripts/lib/preact-compat.ts';
import { usesEmulators } from './scripts/lib/production-build.ts';

// vite.config.ts's build-time constant (src/config/env.ts); projects do not inherit it.
// Each project its own object: handed one shared object, the second project's tests
// found __FIREBASE_EMULATORS__ undefined.
const define = () => ({ __FIREBASE_EMULATORS__: JSON.stringify(usesEmulators(process.env)) });

// Four projects: the fast unit tests in two (node; fake-indexeddb for the device's
// parts), tests that need the emulators, which scripts/test.ts runs once the
// emulators are up, and those that need them started with a deployed project's
// Functions settings (tests/support/production-settings.ts), which it runs on a
// second start.
export default defineConfig({
  test: {
    projects: [
      {
        define: define(),
        test: {
          name: 'unit',
          // A stray it.only must fail the run, not quietly skip the rest (scripts/no-only.test.ts).
          allowOnly: false,
          include: ['src/domain/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts', 'guest/src/**/*.test.ts'],
          environment: 'node',
          // Pure rules and tools, no global state: one module graph for every file. Alone on
          // 2 cores these 159 files took 22 s instead of 46 s, each in a fresh worker; in a
          // shuffled order too (`--sequence.shuffle`, five runs).
          isolate: false,
        },
      },
      {
        define: define(),
        // The components render on Preact, as in the app (scripts/lib/preact-compat.ts).
        resolve: { alias: PREACT_COMPAT_ALIASES },
        oxc: PREACT_JSX,
        test: {
          name: 'unit-isolated',
          allowOnly: false,
          // The device's parts (outbox, replica, sender, session, workers) set globals: fake-indexeddb,
          // stubbed fetch and timers, Dexie bound to the indexedDB it found at import. Shared
          // between files, a shuffled order broke the outbox's and the sender's tests: each file
          // gets its own worker.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/domain/**'],
          environment: 'node',
        },
      },
      {
        define: define(),
        test: {
          name: 'emulator',
          allowOnly: false,
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // One module graph for every file: the lane imported for 7 s instead of 120 s each in a
          // fresh worker. The Functions' Admin SDK app is made first, with its bucket, by the setup
          // file; made by another file without it, the sweep and the reader failed (2026-11-28).
          isolate: false,
          // Absolute: the .only probe (scripts/no-only.test.ts) runs this project from another root.
          setupFiles: [join(import.meta.dirname, 'tests/support/emulator-setup.ts')],
          // Beside the end-to-end tests on 2 cores, a test of five calls took over 30 s (CI, 2026-11-28).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        define: define(),
        test: {
          name: 'production-settings',
          allowOnly: false,
          include: ['tests/production/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
