import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium (Playwright cannot download its own browsers here). The
// background-networking flags keep it from flooding the closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium as users run it (or CHROMIUM_PATH): the installability check, the bench and the menu fixtures use it. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The end-to-end tests' browser: Chromium's headless shell where installed (Debian's
 * chromium-headless-shell, what Playwright itself runs headless). Opening the sign-in
 * page took about a quarter less CPU than in the full browser, on the two cores
 * every lane of `npm test` shares.
 */
export const E2E_CHROMIUM = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Beside the other stages on 2 cores, a command's round trip to Firestore took more than 15 s (CI, 2026-11-28).
  expect: { timeout: 30_000 },
  // Two files at a time: on this 2-core machine a whole run took 12.7 min against 15.8 with one
  // (every test makes its own owner and store). E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A stray test.only must fail the run, not quietly skip the rest (scripts/no-only.test.ts).
  forbidOnly: true,
  // scripts/test.ts names the file (E2E_RESULTS); a run of its own writes it here.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.cache/results/e2e.json' }]],
  outputDir: '.cache/playwright',
  use: {
    baseURL: process.env.APP_URL ?? 'http://127.0.0.1:5173',
    headless: true,
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    // Recording a trace snapshots the page at every step of every test, kept or not: off by
    // default to keep the suite within its time; E2E_TRACE=retain-on-failure to debug a failure.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
});
