import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, signIn } from './support/app';
import { fireOutboxSync } from './support/background-sync';
import { jpegSize, menuItemDoc, menuObjects, ownerWithMenuItem } from './support/image-world';
import { commandCount } from './support/world';

// A menu image from choice to Storage without the menu screens (built in
// parallel): the harness page queues it through the app's own engine, the
// real worker compresses it, and the app page delivers it.
const HARNESS = '/tests/harness/menu-image.html';
const MB = 1024 * 1024;

async function openHarness(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** The user's outbox as IndexedDB holds it: commands and files left. */
function outboxCounts(page: Page, uid: string) {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
      });
    const counts = { entries: await count('entries'), blobs: await count('blobs') };
    db.close();
    return counts;
  }, `outbox-${uid}`);
}

/** Shows `url` in an <img> and answers its decoded width. */
const displayedWidth = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, url);

test('an image queued offline survives a reload, is left alone by the service worker, and lands once from the page', async ({ page, context }) => {
  test.setTimeout(150_000);
  const owner = await ownerWithMenuItem();
  await signIn(page, owner);
  await page.goto(`${HARNESS}#storeId=${owner.storeId}`);
  await openHarness(page);
  await page.evaluate((id) => window.menuImageHarness!.waitForItem(id), owner.menuItemId);

  await goOffline(context);
  const queued = await page.evaluate((id) => window.menuImageHarness!.queueGeneratedImage(id, 4000, 3000), owner.menuItemId);
  expect(queued.input).toBeGreaterThan(3.5 * MB);
  expect(queued).toMatchObject({ ranIn: 'worker', type: 'image/jpeg' });

  await page.reload();
  await openHarness(page);
  expect(await page.evaluate(() => window.menuImageHarness!.outboxState())).toEqual([{ type: 'menuItem.setImage', status: 'queued', hasFile: true }]);

  // Online with no page open: the worker cannot upload, so it sends nothing.
  const origin = new URL(page.url()).origin;
  await page.close();
  await goOnline(context);
  expect(await fireOutboxSync(context, origin)).toBe('left-for-page');
  expect(await commandCount(owner.storeId)).toBe(0);
  expect(await menuObjects(owner.storeId)).toEqual([]);

  // The app opens: its engine uploads the file, then sends the command.
  const app = await context.newPage();
  await app.goto('/');
  await expect.poll(async () => (await menuItemDoc(owner.storeId, owner.menuItemId)).imageUrl, { timeout: 60_000 }).toBeTruthy();
  const item = await menuItemDoc(owner.storeId, owner.menuItemId);
  expect(item.imagePath).toBe(`stores/${owner.storeId}/menu/${owner.menuItemId}.jpg`);
  expect(await commandCount(owner.storeId)).toBe(1);
  const objects = await menuObjects(owner.storeId);
  expect(objects.map((o) => [o.name, o.contentType])).toEqual([[item.imagePath, 'image/jpeg']]);
  const stored = objects[0]!.bytes;
  const { width, height } = jpegSize(stored);
  expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
  expect(width / height).toBeCloseTo(4000 / 3000, 2);
  expect(stored.length).toBeLessThan(MB);
  expect(stored.length).toBe(queued.output);

  // Absorbed by the replica, the command and its file leave the device.
  await expect.poll(() => outboxCounts(app, owner.uid), { timeout: 30_000 }).toEqual({ entries: 0, blobs: 0 });

  // The stored url shows in an <img>, and again offline once seen.
  const url = item.imageUrl as string;
  expect(await displayedWidth(app, url)).toBe(width);
  await expect.poll(() => app.evaluate(async (u) => !!(await (await caches.open('images-v1')).match(u)), url)).toBe(true);
  await goOffline(context);
  await app.reload();
  expect(await displayedWidth(app, url)).toBe(width);
});
