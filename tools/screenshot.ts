// Looks at a page as a user would: `npx tsx tools/screenshot.ts /path out.png [--login] [--width=390]`
// against a running `npm start`. --login signs in as the demo owner first.
import '../scripts/lib/require-node.ts';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

const [path = '/', out = '.cache/screenshot.png', ...flags] = process.argv.slice(2);
const width = Number(flags.find((f) => f.startsWith('--width='))?.split('=')[1] ?? 1280);
const base = process.env.APP_URL ?? 'http://127.0.0.1:5173';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width, height: Math.round(width * 0.7) } });
  if (flags.includes('--login')) {
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  await page.goto(`${base}${path}`);
  // Firestore keeps a listen channel open, so the network is never idle: give data a moment
  // (--wait=ms for a first visit, when the replica pulls the whole store).
  const wait = Number(flags.find((f) => f.startsWith('--wait='))?.slice(7) ?? 1500);
  await page.waitForTimeout(wait);
  await page.screenshot({ path: out, fullPage: true });
  console.log(`Saved ${out}`);
} finally {
  await browser.close();
}
