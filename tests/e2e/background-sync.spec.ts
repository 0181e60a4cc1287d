import { expect, test } from '@playwright/test';
import { addCategory, goOffline, goOnline, rows, signIn } from './support/app';
import { fireOutboxSync } from './support/background-sync';
import { categoryNames, commandCount, ownerWithCategories } from './support/world';

// With every tab of the app closed, the service worker's Background Sync
// delivers the outbox. The browser fires 'sync' when it sees connectivity
// return; emulated offline is invisible to it, so the test fires the event
// itself (fireOutboxSync).
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

  // No page of the app is open: the worker does it.
  expect(await fireOutboxSync(context, origin)).toBe('done');
  await expect.poll(() => categoryNames(owner.storeId), { timeout: 20_000 }).toEqual(['Soups', 'Queued offline']);
  expect(await commandCount(owner.storeId)).toBe(1);

  // The next open finds nothing left to send.
  const reopened = await context.newPage();
  await reopened.goto('/categories');
  await expect(rows(reopened)).toHaveText(['Soups', 'Queued offline']);
  await expect(reopened.getByTestId('sync-pending')).toHaveText('0 pending');
});
