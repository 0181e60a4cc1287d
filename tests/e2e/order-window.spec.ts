import { expect, test } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { goOffline, goOnline, signIn } from './support/app';
import { ownerWithCategories, setOrderBehindTheBack } from './support/world';

// The device's window of orders: 45 days plus the active
// orders of any age, bounded without a pull filter on status (SYNC-NOTES,
// RxDB #7371), so an old active order that another device completes gets its
// change like any other and leaves the board.

const DAY = 86_400_000;

test('an active order from before the window is on the board; completed on another device, it leaves', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  const long = Timestamp.fromMillis(Date.now() - 100 * DAY);
  const order = (id: string, status: string, tableId: string, createdAt: Timestamp, updatedAt: Timestamp | FieldValue) => ({
    id, storeId: owner.storeId, status, tableId, totalAmount: 9, statusHistory: [],
    items: [{ menuItemId: 'item-x', name: 'Dish', quantity: 2, price: 4.5, subtotal: 9 }],
    createdAt, updatedAt, _deleted: false,
  });
  const batch = adminDb.batch();
  // Written and last changed 100 days ago: the orders pull, which starts at the window, never pages over them.
  batch.set(adminDb.doc(`stores/${owner.storeId}/orders/w-old-cooking`), order('w-old-cooking', 'preparing', 'table_5', long, long));
  batch.set(adminDb.doc(`stores/${owner.storeId}/orders/w-old-ready`), order('w-old-ready', 'ready', 'table_6', long, long));
  batch.set(adminDb.doc(`stores/${owner.storeId}/orders/w-new`), order('w-new', 'pending', 'table_1', Timestamp.now(), FieldValue.serverTimestamp()));
  await batch.commit();

  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Kitchen', exact: true }).click();
  await expect(page).toHaveURL(/\/kitchen$/);
  const ticket = (table: string) => page.getByTestId('kitchen-ticket').filter({ hasText: table });
  await expect(ticket('Table 5')).toHaveCount(1);
  await expect(ticket('Table 6')).toHaveCount(1);
  await expect(ticket('Table 1')).toHaveCount(1);

  // Another device completes the old order: its new stamp brings the change here, and it leaves the board.
  await setOrderBehindTheBack(owner.storeId, 'w-old-cooking', { status: 'completed' });
  await expect(ticket('Table 5')).toHaveCount(0);
  await expect(ticket('Table 6')).toHaveCount(1);
  await expect(ticket('Table 1')).toHaveCount(1);
});

test("the orders screen's custom range before the window reads the server online, and says so offline", async ({ page, context }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  const long = Timestamp.fromMillis(Date.now() - 100 * DAY);
  await adminDb.doc(`stores/${owner.storeId}/orders/w-old-done`).set({
    id: 'w-old-done', storeId: owner.storeId, status: 'completed', tableId: 'table_8', totalAmount: 9, statusHistory: [],
    items: [{ menuItemId: 'item-x', name: 'Dish', quantity: 2, price: 4.5, subtotal: 9 }],
    createdAt: long, updatedAt: long, _deleted: false,
  });
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Date').selectOption('custom');
  const iso = (t: number) => { const d = new Date(t); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; };
  await page.getByLabel('From').fill(iso(Date.now() - 101 * DAY));
  await page.getByLabel('To').fill(iso(Date.now() - 99 * DAY));
  await expect(page.getByTestId('older-orders')).toContainText('read from the server');
  await expect(page.getByTestId('order-card').filter({ hasText: 'Table 8' })).toHaveCount(1);

  await goOffline(context);
  await expect(page.getByTestId('older-orders')).toContainText('Connect to the internet to see them.');
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  await goOnline(context);
});
