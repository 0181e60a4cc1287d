import { expect, test } from '@playwright/test';
import { GUEST_URL } from '../support/emulator-env';
import { firebaseHosting, siteHeader } from '../../scripts/lib/hosting-sites';
import { addMenuItems, ownerWithCategories } from './support/world';
import { publishedTable } from './support/guest';
import { inlineScriptRuns, LOOPBACK_ALLOWED, underPolicy, withEmulators } from './support/csp';
import { setOrdering } from '../support/orders';

// The built guest page under the Content-Security-Policy its Hosting site
// sends (firebase.json, target guest), as csp.spec.ts does for the portal:
// the menu, a basket sent and the order's progress, with no violation. The
// one change for this machine: the emulators' addresses join connect-src.

const policy = withEmulators(siteHeader(firebaseHosting('guest'), 'Content-Security-Policy')!);

test.use({ viewport: { width: 360, height: 740 }, launchOptions: LOOPBACK_ALLOWED });

test('the built guest page runs under its production Content-Security-Policy: menu, basket, order and progress, with no violation', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await addMenuItems(owner.storeId, ['Tomato Soup']);
  await setOrdering(owner.storeId, { enableOrderFunction: true, featureFlags: { enableRealTimeOrderStatus: true } });
  const { url } = await publishedTable(owner.storeId, 3, 1);

  const violations = await underPolicy(page, new URL(GUEST_URL).origin, policy);

  await page.goto(url);
  await expect(page.getByTestId('dish')).toHaveCount(1);
  // The header came with the page: an inline script is refused.
  expect(await inlineScriptRuns(page)).toBe(false);
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
