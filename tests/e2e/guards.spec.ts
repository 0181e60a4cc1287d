import { expect, test } from '@playwright/test';
import { DEMO, signInWithEmail } from './support/auth-emulator';

test('a signed-out deep link to /menu goes through sign-in and back to /menu', async ({ page }) => {
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Menu' })).toBeVisible();
});

test('the shell: every link, titles of older spellings, and Sign Out clears the saved store', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  const nav = page.getByRole('navigation');
  for (const name of ['Dashboard', 'Order Summary', 'Menu', 'Categories', 'Orders', 'Messages', 'Store', 'Settings', 'Help & Support', 'Preview']) {
    // The Messages link's name gains ', N new' once the guests' messages have synced (Chromium
    // puts a space before the comma: the count's hidden text is positioned apart).
    await expect(nav.getByRole('link', name === 'Messages' ? { name: /^Messages( ?, \d+ new)?$/ } : { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await page.goto('/categories/update/some-category');
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  // Choose the second store, then sign out: the choice is forgotten.
  await page.getByRole('link', { name: 'Switch Store' }).click();
  await expect(page).toHaveURL(/\/store-selection$/);
  await page.getByRole('button', { name: /Night Market Noodles/ }).click();
  await expect(page.getByTestId('store-name')).toHaveText('Night Market Noodles');
  expect(await page.evaluate(() => localStorage.getItem('selectedStore'))).not.toBeNull();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('selectedStore'))).toBeNull();
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
});

test('on a phone the sidebar is a drawer opened by the keyboard-accessible menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signInWithEmail(page, DEMO.email, DEMO.password);
  // The dashboard is shown; the store's name is in the closed drawer.
  await expect(page.getByTestId('today-card')).toBeVisible();
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Switch Store' })).toBeFocused();
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toBeHidden();
  await menu.click();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

test('the installed app reopened offline still knows the current store', async ({ page, context }) => {
  await page.goto('/login');
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  // The service worker controls pages from the next load on; that load is what works offline.
  // It must be active before that load (it does not claim open pages), which a busy machine can delay.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Going offline while this load still reads the stores would save an empty copy of the list.
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  await context.setOffline(false);
});

test('a store read that fails as the app opens keeps the saved store list', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  // The browser still says online, but Firestore cannot be reached (a captive
  // portal, a dying connection): every read of the stores fails.
  await page.route(/google\.firestore\.v1\.Firestore/, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen', { timeout: 30_000 });
  // And the copy an offline start relies on still names the store.
  expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('Harbor Kitchen')))).toBe(true);
});
