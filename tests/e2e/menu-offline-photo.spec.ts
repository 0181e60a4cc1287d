import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, signIn } from './support/app';
import { jpegSize, menuObjects } from './support/image-world';
import { fillItem, keyboardMove, menuNames, menuRow, openMenu, saveItem } from './support/menu-app';
import { ownerWithMenu, storedMenu } from './support/menu-world';
import { commandCount } from './support/world';

// The menu's offline proof, through the screens as a user works: a new item with
// a 4 MB phone photo, an edit of another and a reorder, all while offline and
// across a reload; back online, each lands once and the stored photo is small.
const MB = 1024 * 1024;

/** A seeded 12-megapixel, photo-like JPEG of about 4 MB, made by the browser (no binary fixture). */
async function phonePhoto(page: Page): Promise<Buffer> {
  await page.goto('/tests/harness/image-worker.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return Buffer.from(await page.evaluate(() => window.imageHarness!.photoBase64(4000, 3000)), 'base64');
}

/** The row's thumbnail is the local copy (blob:) while its upload waits, the stored url after. */
const thumbSrc = (page: Page, name: string) => menuRow(page, name).locator('img.menu-thumb').getAttribute('src');

test('offline: a new item with a 4 MB photo, an edit and a reorder survive a reload and land once', async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithMenu({ count: 3 });
  await signIn(page, owner);
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(3.5 * MB);
  await openMenu(page, ['Item 1', 'Item 2', 'Item 3']);
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');

  await goOffline(context);
  await page.goto('/menu/add');
  await fillItem(page, { name: 'Harbor Platter', description: 'For two', price: '24.5' });
  await page.getByLabel('Choose Image').setInputFiles({ name: 'platter.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Compressed in the worker before it is kept: the preview is the small copy.
  const preview = page.getByRole('img', { name: 'New image preview' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(1200);
  await saveItem(page);
  await expect(page.getByRole('status').filter({ hasText: "Menu item 'Harbor Platter' added! With image." })).toBeVisible();
  await expect(menuNames(page)).toHaveText(['Item 1', 'Item 2', 'Item 3', 'Harbor Platter']);
  expect(await thumbSrc(page, 'Harbor Platter')).toMatch(/^blob:/);

  await menuNames(page).filter({ hasText: 'Item 2' }).click();
  await fillItem(page, { price: '12.25' });
  await saveItem(page);
  await expect(menuRow(page, 'Item 2').getByTestId('menu-item-price')).toHaveText('$12.25');

  await keyboardMove(page, 'Harbor Platter', 'ArrowUp', 3);
  const intended = ['Harbor Platter', 'Item 1', 'Item 2', 'Item 3'];
  await expect(menuNames(page)).toHaveText(intended);
  await expect(page.getByTestId('sync-pending')).toHaveText('4 pending'); // add, image, edit, reorder

  // Still offline: a reload shows the same menu, photo included, from this device alone.
  await page.reload();
  await expect(menuNames(page)).toHaveText(intended);
  await expect.poll(() => thumbSrc(page, 'Harbor Platter')).toMatch(/^blob:/);
  await expect(menuRow(page, 'Item 2').getByTestId('menu-item-price')).toHaveText('$12.25');
  expect(await commandCount(owner.storeId)).toBe(0);

  await goOnline(context);
  await expect
    .poll(async () => (await storedMenu(owner.storeId)).map((i) => `${i.name} ${i.price}${i.imageUrl ? ' +image' : ''}`), { timeout: 60_000 })
    .toEqual(['Harbor Platter 24.5 +image', 'Item 1 5', 'Item 2 12.25', 'Item 3 7']);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
  expect(await commandCount(owner.storeId)).toBe(4);

  const platter = (await storedMenu(owner.storeId))[0]! as { id: string; imageUrl?: string };
  const objects = await menuObjects(owner.storeId);
  expect(objects.map((o) => [o.name, o.contentType])).toEqual([[`stores/${owner.storeId}/menu/${platter.id}.jpg`, 'image/jpeg']]);
  const stored = objects[0]!.bytes;
  const { width, height } = jpegSize(stored);
  expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
  expect(stored.length).toBeLessThan(MB);
  // Once the replica has it, the row shows the stored image, not the local copy.
  await expect.poll(() => thumbSrc(page, 'Harbor Platter'), { timeout: 30_000 }).toBe(platter.imageUrl);
  await page.reload();
  await expect(menuNames(page)).toHaveText(intended);
});
