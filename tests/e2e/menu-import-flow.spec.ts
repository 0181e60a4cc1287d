import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared/messages';
import { makeMenuFixtures } from '../support/menu-fixtures';
import { signIn } from './support/app';
import { storedMenu } from './support/menu-world';
import { uploadRecords } from './support/upload-world';
import { categoryNames, ownerWithCategories } from './support/world';

// Menu import end to end, nothing written by hand on the way: a menu rendered
// from known data is chosen on the upload screen, sent to Storage, recorded,
// read by the reader Function the record's creation starts, reviewed and
// published; the menu in Firestore then holds the known items at their prices.
const U = MESSAGES.upload;
const L = MESSAGES.labels.upload;
const R = MESSAGES.menuImport;

test('a two-column menu photo: uploaded, read by the reader, reviewed and published into the menu', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const fixture = (await makeMenuFixtures(browser)).find((f) => f.name.startsWith('two columns') && f.fileType === 'image');
  if (!fixture) throw new Error('the two-column PNG fixture is missing');
  const priced = fixture.items.filter((item) => item.price !== null);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);

  await page.goto('/menu/add-photo');
  await page.getByTestId('choose-file').setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: Buffer.from(fixture.bytes) });
  await page.getByRole('button', { name: L.uploadForProcessing }).click();
  await page.getByRole('button', { name: L.viewHistory }).click();

  // The reader's first run starts its OCR worker: allow for it on a loaded machine.
  const row = page.getByTestId('upload-row').first();
  await row.getByRole('link', { name: U.readyToReview }).click({ timeout: 150_000 });
  await expect(page).toHaveURL(/\/menu\/import\//);
  await expect(page.getByTestId('review-row')).toHaveCount(fixture.items.length);
  await page.getByRole('button', { name: R.publish }).click();

  // At least 90% of the known items land with their exact price, in their sections.
  await expect
    .poll(async () => (await storedMenu(owner.storeId)).length, { timeout: 60_000 })
    .toBe(fixture.items.length);
  const menu = await storedMenu(owner.storeId);
  const exact = priced.filter((item) => menu.some((m) => m.name.toLowerCase() === item.name.toLowerCase() && m.price === item.price));
  console.log(`menu import end to end: ${exact.length}/${priced.length} known items published with their exact price`);
  expect(exact.length / priced.length).toBeGreaterThanOrEqual(0.9);
  // Its sections became categories (headings may read a letter off, so they are counted).
  expect(await categoryNames(owner.storeId)).toHaveLength(new Set(fixture.items.map((i) => i.section)).size);
  await expect
    .poll(async () => (await uploadRecords(owner.storeId))[0], { timeout: 30_000 })
    .toMatchObject({ status: 'completed', reviewStatus: 'published', menuItemsCreated: fixture.items.length });
});
