import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { goOffline, goOnline } from './support/app';
import { openEmailView } from './support/auth-emulator';
import { expectAccessible } from './support/axe';

// The orders screen (doc 2 §2 "Orders") on the seeded demo store, whose orders
// include a dozen today in every status. Read-only: the demo world is shared.

const cards = (page: Page) => page.getByTestId('order-card');
const rowIds = (page: Page) => page.getByTestId('order-id');

async function signInAsDemoOwner(page: Page): Promise<void> {
  await page.goto('/orders');
  await openEmailView(page);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

/** Today's orders of the demo store as Firestore holds them (this machine's local day, as the browser's). */
async function todaysOrders(): Promise<{ id: string; status: string }[]> {
  const stores = await adminDb.collection('stores').where('storeName', '==', 'Harbor Kitchen').get();
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const snap = await adminDb.collection(`stores/${stores.docs[0]!.id}/orders`).where('createdAt', '>=', midnight).get();
  return snap.docs.filter((d) => d.get('_deleted') !== true).map((d) => ({ id: d.id, status: String(d.get('status')) }));
}

test('filters, card and list views, selection in list view only, and an order in full', async ({ page }) => {
  test.setTimeout(120_000);
  const today = await todaysOrders();
  const active = today.filter((o) => o.status !== 'completed' && o.status !== 'cancelled');
  expect(active.length).toBeGreaterThan(0);
  expect(active.length).toBeLessThan(today.length);

  await signInAsDemoOwner(page);
  // Default: active orders of today, as cards.
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByLabel('Date')).toHaveValue('today');
  await expect(cards(page)).toHaveCount(active.length);
  await expect(page.getByText(`${active.length} orders`, { exact: true })).toBeVisible();
  await expect(cards(page).getByTestId('order-status')).not.toContainText(['Completed']);
  await expectAccessible(page, '/orders');

  // Cleared means all statuses of today: the button goes once they are.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(cards(page)).toHaveCount(today.length);
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

  // A custom range is checked as the spec says.
  await page.getByLabel('Date').selectOption('custom');
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  await page.getByLabel('From').fill(iso(now));
  await page.getByLabel('To').fill(iso(yesterday));
  await expect(page.getByText('End date cannot be before start date.')).toBeVisible();
  await page.getByLabel('To').fill(iso(now));
  await expect(page.getByText('End date cannot be before start date.')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(today.length);
  await page.getByLabel('Date').selectOption('today');

  // The list view shows the first 8 characters of each id, and is remembered.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(rowIds(page)).toHaveCount(today.length);
  expect((await rowIds(page).allTextContents()).sort()).toEqual(today.map((o) => o.id.slice(0, 8)).sort());
  await page.reload();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Status')).toHaveValue('active'); // filters are not remembered, the view is

  // Selection exists in list view only; leaving it clears the selection.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const first = (await rowIds(page).first().textContent()) ?? '';
  const second = (await rowIds(page).nth(1).textContent()) ?? '';
  await page.getByRole('checkbox', { name: `Select order ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${second}` }).check();
  await expect(page.getByText(`${active.length} orders · 2 selected`)).toBeVisible();
  await expectAccessible(page, '/orders');
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // An order in full: its lines, unit prices and subtotals add up to its total.
  await page.getByRole('button', { name: `View order ${first}` }).click();
  const detail = page.getByRole('dialog', { name: `Order ${first}` });
  await expect(detail).toBeVisible();
  const stored = (await adminDb.collectionGroup('orders').get()).docs.find((d) => d.id.startsWith(first))!;
  const items = stored.get('items') as { name: string; quantity: number; price: number }[];
  await expect(detail.getByRole('row')).toHaveCount(items.length + 2);
  await expect(detail.getByTestId('order-total')).toHaveText(`$${Number(stored.get('totalAmount')).toFixed(2)}`);
  await expectAccessible(page, '/orders');
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
});

test('the orders screen at phone width works and opens offline from the replica', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemoOwner(page);
  await expect(cards(page).first()).toBeVisible();
  const shown = await cards(page).count();
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await goOffline(context);
  await page.reload();
  await expect(cards(page)).toHaveCount(shown);
  await goOnline(context);
});
