import './scripts/lib/require-node.ts';
import { defineConfig } from 'vitest/config';
import { usesEmulators } from './scripts/lib/production-build.ts';

// vite.config.ts's build-time constant (src/config/env.ts); projects do not inherit it.
const define = { __FIREBASE_EMULATORS__: JSON.stringify(usesEmulators(process.env)) };

// Three projects: fast unit tests (node + fake-indexeddb), tests that need the
// emulators, which scripts/test.ts runs once the emulators are up, and those
// that need them started with a deployed project's Functions settings
// (tests/support/production-settings.ts), which it runs on a second start.
export default defineConfig({
  test: {
    projects: [
      {
        define,
        test: {
          name: 'unit',
          // A stray it.only must fail the run, not quietly skip the rest (scripts/no-only.test.ts).
          allowOnly: false,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts', 'guest/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        define,
        test: {
          name: 'emulator',
          allowOnly: false,
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // Beside the end-to-end tests on 2 cores, a test of five calls took over 30 s (CI, 2026-11-28).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        define,
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
