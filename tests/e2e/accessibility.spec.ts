// Every screen that exists, scanned by axe-core (WCAG 2 A and AA), in the
// states a user meets: the sign-in views, store selection and creation, the
// portal's pages with the demo world's data, the forms, the setup wizard and 404.
// The scans only read: the demo world is left as the other specs expect it.
import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { openEmailView } from './support/auth-emulator';
import { expectAccessible } from './support/axe';
import { ownerWithCategories } from './support/world';

const DEMO = { email: 'owner@demo.test', password: 'demo-pass-123' };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens `path` inside the portal and waits for `ready` before the scan. */
async function scan(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await expectAccessible(page, path);
}

const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { name }).first()).toBeVisible();

test('the sign-in views', async ({ page }) => {
  await page.goto('/login');
  await heading('Seller Portal')(page);
  await expectAccessible(page, 'sign-in methods');

  await page.getByRole('button', { name: 'Continue with Phone' }).click();
  await heading('Phone Sign In')(page);
  await expectAccessible(page, 'phone sign-in');
  await page.getByRole('button', { name: '← Back' }).click();

  await openEmailView(page);
  await expectAccessible(page, 'e-mail sign-in');
  // Submitting empty shows the field errors: their colours are scanned too.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
  await expectAccessible(page, 'e-mail sign-in with errors');

  await page.getByRole('button', { name: 'Use magic link instead (no password)' }).click();
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  await expectAccessible(page, 'magic link');
  await page.getByRole('button', { name: 'Use a password instead' }).click();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc12');
  await expectAccessible(page, 'account creation with the strength meter');
  await page.getByRole('button', { name: 'Sign in instead' }).click();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await heading('Reset Password')(page);
  await expectAccessible(page, 'password reset');
});

test('the dashboard, store selection and store creation', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  await expectAccessible(page, 'dashboard');

  await page.getByRole('link', { name: 'Switch Store' }).click();
  await expect(page.getByRole('button', { name: /Night Market/ })).toBeVisible();
  await expectAccessible(page, 'store selection');
  await page.getByRole('button', { name: 'Create New Store' }).click();
  await expect(page.getByLabel('Store Name')).toBeVisible();
  await expectAccessible(page, 'create store');
});

test('the menu: list, add method, item form (add and edit)', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await scan(page, '/menu', (p) => expect(p.getByTestId('menu-item-name').first()).toBeVisible());
  await page.getByTestId('menu-row').first().getByRole('link').first().click();
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await expectAccessible(page, 'menu item form (edit)');
  await scan(page, '/menu/add-method', heading('How would you like to add an item?'));
  await scan(page, '/menu/add', (p) => expect(p.getByLabel('Name', { exact: true })).toBeVisible());
});

test('the categories: list, form (add and edit) and the membership panel', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await scan(page, '/categories', (p) => expect(p.getByTestId('category-name').first()).toBeVisible());
  await page.getByTestId('category-row').first().getByRole('link').click();
  await heading('Edit Category')(page);
  // The membership panel, with the store's items to tick.
  await expect(page.locator('.cat-member').first()).toBeVisible();
  await expectAccessible(page, 'category form (edit) with the membership panel');
  await scan(page, '/categories/add', (p) => expect(p.getByLabel('Category name')).toBeVisible());
});

test('the built screens reached from the sidebar, the upload screen and 404', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  // Through the sidebar, as a user goes (no reload per page)...
  await page.getByRole('navigation').getByRole('link', { name: 'Order Summary', exact: true }).click();
  await expect(page.getByTestId('metric-revenue-value')).toBeVisible();
  await expect(page.getByText('Revenue & Orders Over Time')).toBeVisible();
  await expectAccessible(page, 'Order Summary');
  await page.getByRole('navigation').getByRole('link', { name: 'Help & Support', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expectAccessible(page, 'Help Center');
  await page.getByRole('tab', { name: 'Send Feedback' }).click();
  await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeVisible();
  await expectAccessible(page, 'Send Feedback');
  await page.getByRole('navigation').getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customer Link Preview' })).toBeVisible();
  await expectAccessible(page, 'Preview');
  // Messages, store and settings are built: scanned with the demo store's data.
  await page.getByRole('navigation').getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByTestId('new-message-count')).toBeVisible();
  await expectAccessible(page, 'Messages');
  for (const [name, ready] of [['Store', 'Business Information'], ['Settings', 'Customer App Features']] as const) {
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    await heading(ready)(page);
    // The demo owner has two stores: the store card offers to switch.
    if (name === 'Store') await expect(page.getByRole('main').getByRole('link', { name: 'Switch Store' })).toBeVisible();
    await expectAccessible(page, name);
  }
  // The orders screen is built: scanned here with its list and the detail dialog open.
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expectAccessible(page, 'Orders');
  await page.getByTestId('order-card').first().getByRole('button', { name: /^Order details/ }).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expectAccessible(page, 'Orders: an order in full');
  await page.keyboard.press('Escape');
  // ...and the ones no menu links to yet.
  // The demo store's upload history holds one record.
  await scan(page, '/menu/add-photo', (p) => expect(p.getByTestId('upload-row').first()).toBeVisible());
  await scan(page, '/store/update', (p) => expect(p.getByRole('button', { name: 'Save Changes' })).toBeVisible());
  await scan(page, '/settings/update', (p) => expect(p.getByRole('button', { name: 'Save Settings' })).toBeVisible());
  await scan(page, '/no-such-page', heading('404 - Page Not Found'));
});

test('the setup wizard of a store not yet onboarded', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await adminDb.doc(`stores/${owner.storeId}`).update({ hasCompletedOnboarding: false });
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/setup-wizard$/);
  await heading('Setup Wizard')(page);
  await expectAccessible(page, 'setup wizard');
});
