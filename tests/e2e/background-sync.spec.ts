import { expect, test } from '@playwright/test';
import { addCategory, goOffline, goOnline, rows, signIn } from './support/app';
import { categoryNames, commandCount, ownerWithCategories } from './support/world';

// With every tab of the app closed, the service worker's Background Sync
// delivers the outbox. The browser fires 'sync' when it sees connectivity
// return; emulated offline is invisible to it, so the test fires the event the
// way DevTools does (CDP ServiceWorker.dispatchSyncEvent).
test('the service worker delivers queued changes with no tab open', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Soups']);
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(['Soups']);

  await goOffline(context);
  await addCategory(page, 'Queued offline');
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');
  const origin = new URL(page.url()).origin;
  await page.close();
  await goOnline(context);

  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin, registrationId: await registrationId, tag: 'outbox-sync', lastChance: false,
  });
  await expect.poll(() => categoryNames(owner.storeId), { timeout: 20_000 }).toEqual(['Soups', 'Queued offline']);
  expect(await commandCount(owner.storeId)).toBe(1);
  // No page of the app was open: the worker did it.
  const [worker] = context.serviceWorkers();
  expect(await worker?.evaluate(() => (self as unknown as { outboxSync?: string }).outboxSync)).toBe('done');

  // The next open finds nothing left to send.
  const reopened = await context.newPage();
  await reopened.goto('/categories');
  await expect(rows(reopened)).toHaveText(['Soups', 'Queued offline']);
  await expect(reopened.getByTestId('sync-pending')).toHaveText('0 pending');
});
