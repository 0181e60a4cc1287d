import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { GUEST_URL } from '../support/emulator-env';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { decodeSheet, downloadSheet, hasPdftoppm, PDFTOPPM_MISSING, readingOrder } from './support/sheet-codes';
import { ownerWithCategories } from './support/world';
import { setTables } from './support/tables';

// Tables and their QR codes: the Table QR Codes section on /store
// and the preview's customer link.

/** The customer host the test build uses: the local guest page (scripts/lib/project.ts appBuildEnv). */
const HOST = GUEST_URL;

const codes = (page: Page) => page.locator('figure.table-code');
const customerLink = (page: Page) => page.getByTestId('customer-link');

/** The store's table links as Firestore holds them, by tableId. */
async function storedLinks(storeId: string): Promise<Map<string, { id: string; isActive: boolean }[]>> {
  const snap = await adminDb.collection(`stores/${storeId}/tableLinks`).get();
  const byTable = new Map<string, { id: string; isActive: boolean }[]>();
  for (const d of snap.docs) {
    const tableId = String(d.get('tableId'));
    byTable.set(tableId, [...(byTable.get(tableId) ?? []), { id: d.id, isActive: d.get('isActive') === true }]);
  }
  return byTable;
}


test('12 tables: every code of the printed sheet is its table\'s active link, the preview of table 3 is the same link, offline too', async ({ page, context }) => {
  test.skip(!hasPdftoppm, PDFTOPPM_MISSING);
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/preview');
  await expect(page.getByText('No tables configured for this store')).toBeVisible();
  await expectAccessible(page, '/preview of a store without tables');
  // The count and the codes are on /store, in its Table QR Codes section.
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Table QR Codes' })).toBeVisible();

  // Typing over the maximum is clamped, with the spec's notice.
  await page.getByLabel('Number of tables').fill('150');
  await expect(page.getByLabel('Number of tables')).toHaveValue('100');
  await expect(page.getByText('Maximum 100 tables allowed per store.')).toBeVisible();
  await setTables(page, '12', 'Table count updated. 12 new tables added.');
  await expect(codes(page)).toHaveCount(12);
  // Unchanged: Save is disabled.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expectAccessible(page, '/store with 12 table codes');

  const pages = decodeSheet(await downloadSheet(page));
  expect(pages).toHaveLength(1);
  const decoded = readingOrder(pages[0]!).map((c) => c.data);
  expect(decoded).toHaveLength(12);
  // The sheet's reading order is table 1..12: each code is its table's one active link.
  const links = await storedLinks(owner.storeId);
  for (let n = 1; n <= 12; n++) {
    const own = links.get(`table_${n}`) ?? [];
    expect(own, `table_${n}`).toEqual([expect.objectContaining({ isActive: true })]);
    expect(decoded[n - 1], `the code of table ${n}`).toBe(`${HOST}/t/${own[0]!.id}`);
  }

  // The preview's link of table 3 is the one its printed code carries.
  await page.goto('/preview');
  await expect(page.getByText('No tables configured for this store')).toHaveCount(0);
  await page.getByLabel('Table number').fill('3');
  await expect(customerLink(page)).toHaveText(decoded[2]!);

  // Offline, from the replica: the codes, the preview's link and a new sheet.
  await goOffline(context);
  await page.reload();
  await page.getByLabel('Table number').fill('3');
  await expect(customerLink(page)).toHaveText(decoded[2]!);
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  await expect(codes(page)).toHaveCount(12);
  const offlineSheet = decodeSheet(await downloadSheet(page));
  expect(readingOrder(offlineSheet[0]!).map((c) => c.data)).toEqual(decoded);
  await goOnline(context);
});

test('the preview: table number rules, the counter, a table above the count, copy, new tab and orders', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/store');
  await setTables(page, '3', 'Table count updated. 3 new tables added.');
  await expect(codes(page)).toHaveCount(3);
  await setTables(page, '2', '1 tables removed.');
  await expect(codes(page)).toHaveCount(2);
  await page.getByRole('navigation').getByRole('link', { name: 'Preview', exact: true }).click();

  const table = page.getByLabel('Table number');
  await expect(table).toHaveValue('0');
  // Table 0 is the counter: its link is made on demand, and stays active.
  await expect(customerLink(page)).toHaveText(new RegExp(`^${HOST}/t/[0-9a-f-]{36}$`));
  const counter = await customerLink(page).textContent();
  await expect.poll(async () => (await storedLinks(owner.storeId)).get('table_0')).toEqual([{ id: counter!.split('/t/')[1], isActive: true }]);

  for (const [input, message] of [
    ['', 'Table ID must be a valid number'],
    ['1.5', 'Table ID must be a whole number'],
    ['-1', 'Table ID must be 0 or greater'],
    ['3', 'Table 3 is not in use: this store has 2 tables. Change the table count to add it.'],
  ] as const) {
    await table.fill(input);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(customerLink(page)).toHaveCount(0);
  }
  // Table 3 stays deactivated: asking for it made no new link.
  expect((await storedLinks(owner.storeId)).get('table_3')).toEqual([expect.objectContaining({ isActive: false })]);

  await table.fill('2');
  const links = await storedLinks(owner.storeId);
  const link = `${HOST}/t/${links.get('table_2')![0]!.id}`;
  await expect(customerLink(page)).toHaveText(link);
  await expect(page.getByRole('img', { name: 'QR code of table 2' }).first()).toBeVisible();
  await expectAccessible(page, '/preview of table 2');

  await customerLink(page).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The hint lasts 2 s.
  await expect(page.getByText('Copied!')).toHaveCount(0, { timeout: 4_000 });

  const open = page.getByRole('link', { name: 'Open in new tab' });
  await expect(open).toHaveAttribute('href', link);
  await expect(open).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: 'Go to Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
