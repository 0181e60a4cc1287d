import { expect, test } from '@playwright/test';
import { adminDb } from '../support/admin';
import { seedOrder } from '../support/orders';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { ownerWithCategories } from './support/world';
import { openStoreWithTables } from './support/tables';

// A table's code replaced from the Table QR Codes section: the owner is
// warned first, and the code on screen becomes the table's new link.
test('an owner gives table 2 a new code; the old link is retired and the section shows the new one', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await openStoreWithTables(page, 2);
  const code = page.locator('figure.table-code[data-table="2"] svg');
  await expect(code).toBeVisible();
  const oldLink = await code.getAttribute('data-link');

  await page.getByRole('button', { name: 'New code for table 2' }).click();
  await expect(page.getByText('The code printed now will stop taking orders at once.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Replace the code' }).click();
  await expect(code).not.toHaveAttribute('data-link', oldLink!, { timeout: 30_000 });
  const newLink = await code.getAttribute('data-link');
  const id = (link: string | null) => link!.split('/').pop()!;
  const retired = (await adminDb.doc(`stores/${owner.storeId}/tableLinks/${id(oldLink)}`).get()).data();
  expect(retired).toMatchObject({ retired: true, isActive: false });
  const current = (await adminDb.doc(`stores/${owner.storeId}/tableLinks/${id(newLink)}`).get()).data();
  expect(current).toMatchObject({ tableId: 'table_2', isActive: true, _deleted: false });
});

test('a table paused by its unconfirmed orders says so on the section, and its code is replaced in one click', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await openStoreWithTables(page, 2);
  const code = page.locator('figure.table-code[data-table="2"] svg');
  await expect(code).toBeVisible();
  const oldLink = await code.getAttribute('data-link');
  const linkId = oldLink!.split('/').pop()!;

  // A script at table 2 (or a party nobody confirmed): 20 orders wait, and placeOrderSecure refuses its guests.
  await Promise.all(Array.from({ length: 20 }, () => seedOrder(owner.storeId, { tableId: 'table_2', tableLinkId: linkId })));
  const notice = page.getByRole('group', { name: 'New code for table 2' });
  await expect(notice.getByRole('status')).toHaveText(
    'Table 2 is paused: 20 orders from it wait for confirmation, and its guests cannot order until some are confirmed. If they are not real, replace its code.',
    { timeout: 30_000 },
  );
  await expectAccessible(page, '/store (a table paused)');
  await notice.getByRole('button', { name: "Replace Table 2's Code Now" }).click();
  await expect(code).not.toHaveAttribute('data-link', oldLink!, { timeout: 30_000 });
  await expect(page.getByText('Table 2 is paused', { exact: false })).toHaveCount(0);
});
