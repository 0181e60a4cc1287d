import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { goOffline, goOnline, rows, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { holdPullOf } from './support/held-pull';
import { categoryNames, commandCount, ownerWithCategories } from './support/world';

// Screens must not wait for data they do not show: a new device signs in and loses the network while the
// orders are still being pulled. The screens whose data is already here work
// (the menu starts once the orders' first page is in, or after a moment
// without it, and the rest of the orders wait for the menu), the
// header says which data is still missing, and the change made offline lands
// once when the network is back.
/**
 * More orders than one page (the first page, with every active order, comes
 * before the menu, the rest after it), an hour apart from the first to the
 * last; the orders whose place is in `pending` are pending, the rest completed.
 */
async function writeOrders(storeId: string, pending: ReadonlySet<number>, count = 150): Promise<void> {
  const batch = adminDb.batch();
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < count; i++) {
    const id = `order-${String(i).padStart(3, '0')}`;
    const at = Timestamp.fromMillis(start + i * 1_000);
    batch.set(adminDb.doc(`stores/${storeId}/orders/${id}`), {
      id, storeId, status: pending.has(i) ? 'pending' : 'completed', totalAmount: 12, items: [], tableId: `table_${i}`,
      createdAt: at, updatedAt: at, _deleted: false,
    });
  }
  await batch.commit();
}

test('a new device\'s kitchen board shows every active order while the rest of the orders is still held', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Soups']);
  // Pending orders at both ends: 120 and 149 are past the first page of 100, and come with it all the same.
  await writeOrders(owner.storeId, new Set([10, 120, 149]));
  const orders = await holdPullOf(context, 'orders', { after: 'menuItems' });

  await signIn(page, owner);
  await page.goto('/kitchen');
  await expect(page.getByTestId('kitchen-ticket')).toHaveCount(3);
  await expect(page.getByTestId('kitchen-column-new')).toContainText('Table 120');
  await expect(page.getByTestId('sync-waiting')).toContainText('Syncing orders');
  // The rest of the window was asked for and is held: the board did not wait for it.
  await expect.poll(() => orders.count()).toBeGreaterThan(0);
  await orders.cut();
});

test('offline one second after the category list shows, orders still syncing: a new category is made and lands once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories(['Soups']);
  await writeOrders(owner.storeId, new Set([147, 148, 149]));
  // The orders' further pages stay unanswered, as on a slow link with a long order history.
  const orders = await holdPullOf(context, 'orders', { after: 'menuItems' });

  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(['Soups']);
  const waiting = page.getByTestId('sync-waiting');
  await expect(waiting).toContainText('Syncing orders');
  await expect(page.getByTestId('sync-last')).toHaveText('Not synced yet');
  // The orders pull did start and is held.
  await expect.poll(() => orders.count()).toBeGreaterThan(0);

  // One second later the network goes, the orders pull with it.
  await page.waitForTimeout(1_000);
  await orders.cut();
  await goOffline(context);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await expect(waiting).toContainText('Not synced to this device yet: orders');
  await expect(waiting).toContainText('It will sync when you are back online.');
  await expectAccessible(page, 'the header while data syncs', '.page-header');

  // The category form needs only the categories: it opens, and the change queues.
  await page.getByRole('link', { name: 'Add Category', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New Category' })).toBeVisible();
  await expect(page.getByText('Loading category...')).toHaveCount(0);
  await page.getByLabel('Category name').fill('Salads');
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  await expect(page.getByText('Category added successfully!')).toBeVisible();
  await expect(rows(page)).toHaveText(['Soups', 'Salads']);
  await expect(page.locator('[data-pending="true"]')).toHaveCount(1);
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');

  // The menu synced without the orders too: an empty menu is empty, not loading.
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByText('No menu items yet')).toBeVisible();
  expect(await commandCount(owner.storeId)).toBe(0);

  await goOnline(context);
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending', { timeout: 30_000 });
  await expect.poll(() => categoryNames(owner.storeId), { timeout: 30_000 }).toEqual(['Soups', 'Salads']);
  expect(await commandCount(owner.storeId)).toBe(1);
  // The orders came too: the store is synced whole, and nothing is listed as missing.
  await expect(page.getByTestId('sync-last')).toContainText('Last synced', { timeout: 30_000 });
  await expect(waiting).toHaveCount(0);
  await expect(page.locator('[data-pending="true"]')).toHaveCount(0);
  await expect(rows(page)).toHaveText(['Soups', 'Salads']);
});

test('offline before the categories ever synced: the screen names the data it waits for, and shows once back online', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Soups', 'Mains']);
  const categories = await holdPullOf(context, 'categories');

  await signIn(page, owner);
  await page.goto('/categories');
  // The shell's first start on a loaded machine (the suite's lanes side by side) once took over
  // 15 s here; what is checked is what the screen says, not how soon it opens.
  await expect(page.getByTestId('view-loading')).toHaveText('Loading categories...', { timeout: 30_000 });
  await expect(page.getByTestId('sync-waiting')).toContainText('categories');
  await expect.poll(() => categories.count()).toBeGreaterThan(0);

  await categories.cut();
  await goOffline(context);
  await expect(page.getByTestId('view-loading')).toHaveText(
    'This page needs data that has not synced to this device yet: categories. It will sync when you are back online.',
  );
  await expect(page.getByTestId('sync-waiting')).toContainText('Not synced to this device yet:');
  await expectAccessible(page, 'a screen waiting offline', '.main');

  await goOnline(context);
  await expect(rows(page)).toHaveText(['Soups', 'Mains'], { timeout: 30_000 });
  await expect(page.getByTestId('view-loading')).toHaveCount(0);
});
