// The Table QR Codes section on /store, as an owner uses it.
import { expect, type Page } from '@playwright/test';

/** Types a table count and saves it, then waits for the section's words about the change. */
export async function setTables(page: Page, count: string, success: string): Promise<void> {
  await page.getByLabel('Number of tables').fill(count);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(success, { exact: true })).toBeVisible();
}

/** From the signed-in shell: opens /store and gives a store without tables its first `tables`. */
export async function openStoreWithTables(page: Page, tables: number): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  await setTables(page, String(tables), `Table count updated. ${tables} new tables added.`);
}
