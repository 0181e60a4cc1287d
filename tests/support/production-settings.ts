// The Functions' settings as a deployed project sets them in
// functions/.env.<project-id> (docs/deploy.md): App Check enforced for both
// callers, each caller's app named, callables answering their own app's
// origin only. scripts/test.ts starts the emulators a second time with these
// for tests/production/, after every other emulator test ran on the defaults
// (which call without tokens from local pages).
import { join } from 'node:path';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID } from './app-check-token';
import { ROOT } from './emulator-env';

export const PORTAL_ORIGIN = 'https://portal.example.test';
export const CUSTOMER_ORIGIN = 'https://order.example.test';

export const PRODUCTION_SETTINGS = {
  ENFORCE_APP_CHECK: 'true',
  ENFORCE_APP_CHECK_CUSTOMER: 'true',
  PORTAL_APP_ID: TEST_APP_ID,
  CUSTOMER_APP_ID: TEST_CUSTOMER_APP_ID,
  PORTAL_URL: PORTAL_ORIGIN,
  CUSTOMER_HOST: CUSTOMER_ORIGIN,
} as const;

/** The emulators' environment for that run: the settings, and the platform's own CORS step switched back on (platform-cors.cjs). */
export function productionSettingsEnv(): Record<string, string> {
  const preload = `--require=${join(ROOT, 'tests', 'support', 'platform-cors.cjs')}`;
  return { ...PRODUCTION_SETTINGS, NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ') };
}
