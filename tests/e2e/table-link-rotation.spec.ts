import { expect, test } from '@playwright/test';
import { adminDb } from '../support/admin';
import { signIn } from './support/app';
import { ownerWithCategories } from './support/world';

// A table's code replaced from the Table QR Codes section: the owner is
// warned first, and the code on screen becomes the table's new link.
test('an owner gives table 2 a new code; the old link is retired and the section shows the new one', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  await page.getByLabel('Number of tables').fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
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
