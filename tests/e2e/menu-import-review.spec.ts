import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared/messages';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { storedMenu } from './support/menu-world';
import { sampleDraft, seedUpload, uploadRecords } from './support/upload-world';
import { addMenuItems, categoryNames, membership, ownerWithCategories } from './support/world';

// Review and publish: a read menu waits as 'Ready to review' on the
// dashboard and in the history; the owner edits, removes and merges rows
// (doubtful prices and items already on the menu flagged), then Publish
// creates the categories and items through the ordinary commands and marks
// the record published with the count.
const U = MESSAGES.upload;
const R = MESSAGES.menuImport;

test('review a read menu: edit, remove, merge, then Publish creates the items and categories', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories(['Drinks']);
  await addMenuItems(owner.storeId, ['Lemonade']);
  const draft = sampleDraft([
    ['Starters', 'Soup of the day', 6.5, 0.95],
    ['Starters', 'Garlic', null, 0.5],
    ['Starters', 'Bread', 4, 0.6],
    ['Starters', 'Misread line', 1, 0.3],
    ['Drinks', 'Lemonade', 3, 0.9],
    ['Drinks', 'Iced tea', 3.5, 0.9],
  ]);
  await seedUpload(owner.storeId, 'read-menu', { status: 'completed', queuePosition: null, processedAt: new Date(), draft, reviewStatus: 'ready' });

  await signIn(page, owner);
  const panel = page.getByTestId('menu-import-panel');
  await expect(panel.getByRole('link', { name: U.readyToReview })).toBeVisible({ timeout: 30_000 });
  await page.goto('/menu/add-photo');
  await page.getByTestId('upload-row').getByRole('link', { name: U.readyToReview }).click();
  await expect(page).toHaveURL(/\/menu\/import\/read-menu$/);

  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(6);
  await expect(page.getByRole('rowheader', { name: /Starters/ })).toContainText('🥗');
  await expect(page.getByRole('rowheader', { name: /Drinks/ })).toContainText('🥤');
  // Doubtful prices: the unread one and those read with little confidence.
  await expect(page.getByTestId('check-price')).toHaveCount(3);
  await expect(rows.nth(4).getByTestId('duplicate')).toHaveText(R.duplicate);
  await expectAccessible(page, 'menu import review');
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // 'Garlic' and 'Bread' were one name read over two lines.
  await page.getByRole('button', { name: `${R.mergeWithNext}: Garlic` }).click();
  await expect(page.getByLabel(`${R.name} 2`)).toHaveValue('Garlic Bread');
  await expect(page.getByLabel(`${R.price} 2`)).toHaveValue('4');
  await page.getByRole('button', { name: `${R.remove} Misread line` }).click();
  await page.getByRole('button', { name: `${R.remove} Lemonade` }).click();
  await page.getByLabel(`${R.price} 2`).fill('4.25');
  await page.getByLabel(`${R.name} 1`).fill('Soup of the Day');
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: R.publish }).click();
  await expect(page.getByText(R.published(3, 1))).toBeVisible();
  await expect
    .poll(async () => (await storedMenu(owner.storeId)).map((i) => `${i.name} ${i.price}`).sort(), { timeout: 60_000 })
    .toEqual(['Garlic Bread 4.25', 'Iced tea 3.5', 'Lemonade 4.5', 'Soup of the Day 6.5']);
  expect(await categoryNames(owner.storeId)).toEqual(['Drinks', 'Starters']);
  await expect
    .poll(async () => (await uploadRecords(owner.storeId))[0], { timeout: 30_000 })
    .toMatchObject({ reviewStatus: 'published', menuItemsCreated: 3, status: 'completed' });
  const iced = (await storedMenu(owner.storeId)).find((i) => i.name === 'Iced tea')!;
  expect((await membership(owner.storeId, 'cat-0')).items).toContain(iced.id);

  await page.goto('/menu/add-photo');
  await expect(page.getByTestId('upload-row')).toContainText(U.published);
  await expect(page.getByTestId('upload-row').getByRole('link', { name: U.readyToReview })).toHaveCount(0);
});
