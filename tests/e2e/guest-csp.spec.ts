import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { adminDb } from '../support/admin';
import { EMULATORS, GUEST_URL } from '../support/emulator-env';
import { firebaseHosting, siteHeader } from '../../scripts/lib/hosting-sites';
import { addMenuItems, ownerWithCategories } from './support/world';
import { setOrdering } from '../support/orders';

// The built guest page under the Content-Security-Policy its Hosting site
// sends (firebase.json, target guest), as csp.spec.ts does for the portal:
// the menu, a basket sent and the order's progress, with no violation. The
// one change for this machine: the emulators' addresses join connect-src.

const emulatorOrigins = Object.values(EMULATORS).map((e) => `http://${e.host}:${e.port}`);
const policy = siteHeader(firebaseHosting('guest'), 'Content-Security-Policy')!
  .replace(/connect-src ([^;]*)/, (_all, sources: string) => `connect-src ${sources} ${emulatorOrigins.join(' ')}`);

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

// See csp.spec.ts: a fulfilled document counts as public, and Chromium would refuse its calls to loopback.
test.use({
  viewport: { width: 360, height: 740 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults,BlockInsecurePrivateNetworkRequests'],
  },
});

test('the built guest page runs under its production Content-Security-Policy: menu, basket, order and progress, with no violation', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await addMenuItems(owner.storeId, ['Tomato Soup']);
  await setOrdering(owner.storeId, { enableOrderFunction: true, featureFlags: { enableRealTimeOrderStatus: true } });
  const link = crypto.randomUUID();
  await adminDb.doc(`stores/${owner.storeId}/tableLinks/${link}`).set({
    uuid: link, storeId: owner.storeId, tableId: 'table_3', tableNumber: 3, storeName: 'x', accessCount: 0, isActive: true, _deleted: false,
  });
  await expect.poll(async () => (await adminDb.doc(`publicLinks/${link}`).get()).exists, { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await adminDb.doc(`publicMenus/${owner.storeId}`).get()).get('items')?.length, { timeout: 20_000 }).toBe(1);

  const guestOrigin = new URL(GUEST_URL).origin;
  await page.route((url) => url.origin === guestOrigin, async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const violations = () => page.evaluate(() => window.cspViolations ?? []);

  await page.goto(`${GUEST_URL}/t/${link}`);
  await expect(page.getByTestId('dish')).toHaveCount(1);
  // The header came with the page: an inline script is refused.
  expect(await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.appendChild(script);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  })).toBe(false);
  await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
  await page.evaluate(() => (window.cspViolations = []));

  await page.getByRole('button', { name: 'Add Tomato Soup' }).click();
  await page.getByTestId('basket-bar').click();
  await page.getByTestId('send-order').click();
  await expect(page.getByTestId('order-status')).toHaveText(/^Received/);
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByTestId('send-message').click();
  await expect(page.getByTestId('message-sent')).toBeVisible();
  expect(await violations()).toEqual([]);
});
