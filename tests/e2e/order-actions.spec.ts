import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { addOrders, commandCount, ownerWithCategories, setOrderBehindTheBack, storedOrder } from './support/world';

// Status changes on the orders screen against Firestore: quick
// actions, cancel with a reason, change status backwards, the bulk bar, bulk
// delete with DELETE, the example order; offline and a refusal.

const card = (page: Page, table: string) => page.getByTestId('order-card').filter({ hasText: table });
const history = async (storeId: string, id: string) =>
  ((await storedOrder(storeId, id)).statusHistory as { from: string; to: string; reason?: string }[]).map(
    (h) => `${h.from}>${h.to}${h.reason ? `(${h.reason})` : ''}`,
  );

test('quick actions, cancel with a reason, and changing status backwards reach Firestore with their history', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [{ id: 'order-aaaa-1', status: 'pending' }, { id: 'order-bbbb-2', status: 'ready' }]);
  await signIn(page, owner);
  await page.goto('/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(2);

  await card(page, 'Table 1').getByRole('button', { name: 'Confirm' }).click();
  await expect(card(page, 'Table 1').getByTestId('order-status')).toHaveText('Confirmed');
  await card(page, 'Table 1').getByRole('button', { name: 'Prepare' }).click();
  await expect(card(page, 'Table 1').getByTestId('order-status')).toHaveText('Preparing');
  await expect.poll(() => history(owner.storeId, 'order-aaaa-1')).toEqual(['pending>confirmed', 'confirmed>preparing']);

  // Cancel needs a reason; it goes to the seller notes and the history.
  await card(page, 'Table 2').getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByTestId('cancel-dialog');
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(cancel.getByText('Please provide a reason for cancellation.')).toBeVisible();
  await expectAccessible(page, 'orders');
  await cancel.getByLabel('Reason for cancelling').fill('Kitchen closed early');
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(cancel).toHaveCount(0);
  await expect.poll(async () => (await storedOrder(owner.storeId, 'order-bbbb-2')).status).toBe('cancelled');
  expect((await storedOrder(owner.storeId, 'order-bbbb-2')).sellerNotes).toBe('Kitchen closed early');
  expect(await history(owner.storeId, 'order-bbbb-2')).toEqual(['ready>cancelled(Kitchen closed early)']);

  // The change-status dialog sets any status; cancelled -> pending clears the notes.
  await page.getByLabel('Status').selectOption('all');
  await card(page, 'Table 2').getByRole('button', { name: /^Order details/ }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('seller-notes')).toHaveText('Kitchen closed early');
  await detail.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByTestId('change-status-dialog');
  await expect(dialog.getByRole('button', { name: 'Cancelled (current)' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Out for delivery' })).toBeEnabled();
  await expectAccessible(page, 'orders');
  await dialog.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(detail.getByTestId('order-status')).toHaveText('Pending');
  await expect(detail.getByTestId('seller-notes')).toHaveCount(0);
  await expect.poll(async () => (await storedOrder(owner.storeId, 'order-bbbb-2')).status).toBe('pending');
  expect((await storedOrder(owner.storeId, 'order-bbbb-2')).sellerNotes ?? '').toBe('');
  expect(await commandCount(owner.storeId)).toBe(4);
});

test('the bulk bar sets a status on the selected orders; bulk delete needs DELETE typed and leaves tombstones', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [
    { id: 'order-1111', status: 'pending' }, { id: 'order-2222', status: 'confirmed' }, { id: 'order-3333', status: 'preparing' },
  ]);
  await signIn(page, owner);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Select order order-11' }).check();
  await page.getByRole('checkbox', { name: 'Select order order-22' }).check();
  await page.getByLabel('Set status of selected orders').selectOption('ready');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(async () => [(await storedOrder(owner.storeId, 'order-1111')).status, (await storedOrder(owner.storeId, 'order-2222')).status])
    .toEqual(['ready', 'ready']);
  expect(await commandCount(owner.storeId)).toBe(1); // one command for the whole selection

  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const dialog = page.getByTestId('bulk-delete-dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete 2 Orders' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveValue('DELETE');
  await expectAccessible(page, 'orders');
  await confirm.click();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect.poll(async () => (await storedOrder(owner.storeId, 'order-1111'))._deleted).toBe(true);
  expect((await storedOrder(owner.storeId, 'order-2222'))._deleted).toBe(true);
  expect((await storedOrder(owner.storeId, 'order-3333'))._deleted).toBe(false);
});

test('an empty store adds an example order from its own menu', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/orders');
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Example Order' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('Sample Dish');
});

test('offline: three taps survive a reload and land once each; a tap another device made impossible rolls back with the spec words', async ({ page, context }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [
    { id: 'order-off-1', status: 'pending' }, { id: 'order-off-2', status: 'confirmed' }, { id: 'order-off-3', status: 'preparing' },
  ]);
  await signIn(page, owner);
  await page.goto('/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(3);
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');

  await goOffline(context);
  await card(page, 'Table 1').getByRole('button', { name: 'Confirm' }).click();
  await card(page, 'Table 2').getByRole('button', { name: 'Prepare' }).click();
  await card(page, 'Table 3').getByRole('button', { name: 'Ready' }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText('3 pending');
  // Meanwhile another device cancels the third order.
  await setOrderBehindTheBack(owner.storeId, 'order-off-3', { status: 'cancelled', sellerNotes: 'Customer left' });
  await page.reload();
  await expect(card(page, 'Table 1').getByTestId('order-status')).toHaveText('Confirmed');
  await expect(card(page, 'Table 3').getByTestId('order-status')).toHaveText('Ready');

  await goOnline(context);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
  await expect(page.getByText('Invalid status transition: cancelled -> ready. Allowed transitions: none')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await expect(card(page, 'Table 3').getByTestId('order-status')).toHaveText('Cancelled');
  expect(await history(owner.storeId, 'order-off-1')).toEqual(['pending>confirmed']);
  expect(await history(owner.storeId, 'order-off-2')).toEqual(['confirmed>preparing']);
  expect(await commandCount(owner.storeId)).toBe(2);
});
