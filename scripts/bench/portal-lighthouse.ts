// Lighthouse on the portal's two first screens (issue 42): /login as a new
// visitor meets it, and /kitchen signed in, storage kept (the demo owner
// signs in through the sign-in screen first, in the same browser, and the
// service worker installs), served from the built app against the emulators.
import { chromium } from 'playwright-core';
import { signInWithEmail } from '../../tests/e2e/support/auth-emulator.ts';
import { DEMO_OWNER } from '../seed/demo-world.ts';
import { join } from 'node:path';
import { APP_URL, CACHE_DIR } from '../lib/project.ts';
import { lighthouseRun, type LighthouseFigures } from './lighthouse.ts';

export const PORTAL_LIGHTHOUSE_GOALS = { performance: 0.95, tbtMs: 150, accessibility: 1 } as const;

export function loginLighthouse(): Promise<LighthouseFigures> {
  return lighthouseRun(`${APP_URL}/login`);
}

export function kitchenLighthouse(): Promise<LighthouseFigures> {
  return lighthouseRun(`${APP_URL}/kitchen`, async (port) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      // The browser's own context (a new one would keep its storage apart from Lighthouse's tab).
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${APP_URL}/login`);
      await signInWithEmail(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto(`${APP_URL}/kitchen`);
      await page.getByTestId('kitchen-column-new').waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
        await page.screenshot({ path: join(CACHE_DIR, 'bench-kitchen-lighthouse.png') });
        throw error;
      });
      await page.close();
    } finally {
      // Leaves Chromium running for Lighthouse: only this connection closes.
      await browser.close();
    }
  });
}
