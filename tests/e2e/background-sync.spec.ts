import { expect, test } from '@playwright/test';
import { addCategory, goOffline, goOnline, rows, signIn } from './support/app';
import { fireOutboxSync, outboxSyncState } from './support/background-sync';
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

// An open tab holds the sender lock (its sender busy, or stuck on a request)
// while work is queued: the worker must not report the sync done and leave it,
// or the browser never retries. It waits its turn, then delivers.
test('the worker does not report done while an open tab holds the sender lock with work queued', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Soups']);
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(['Soups']);
  // The tab takes the sender lock and keeps it until told (as a sender waiting on the network would).
  await page.evaluate(async (name) => {
    const holder = window as unknown as { releaseSenderLock?: () => void };
    await new Promise<void>((locked) => {
      void navigator.locks.request(name, () => new Promise<void>((release) => {
        holder.releaseSenderLock = release;
        locked();
      }));
    });
  }, `outbox-sender-${owner.uid}`);
  await addCategory(page, 'Queued behind the lock');
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');

  let settled = false;
  const outcome = fireOutboxSync(context, new URL(page.url()).origin).finally(() => (settled = true));
  // The worker is at work (waiting for the lock), or has already answered.
  await expect.poll(async () => settled || (await outboxSyncState(context)) === 'running').toBe(true);
  await page.evaluate(() => (window as unknown as { releaseSenderLock: () => void }).releaseSenderLock());
  expect(await outcome).toBe('done');
  // 'done' means delivered: the command is in Firestore when the worker says so.
  expect(await categoryNames(owner.storeId)).toEqual(['Soups', 'Queued behind the lock']);
  expect(await commandCount(owner.storeId)).toBe(1);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
});
