import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { MESSAGES } from '../../src/domain/shared/messages';
import { EMULATORS } from '../support/emulator-env';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { commandsOf } from './support/store-world';
import { importObjects, menuPdf, readerSets, uploadRecords } from './support/upload-world';
import { ownerWithCategories } from './support/world';

// Upload and history through the screens: a menu file chosen, previewed,
// sent with the Storage SDK's percent, recorded and read by the reader
// Function; the history following the record through every status (the
// slower ones written here with the Admin SDK); delete
// refused while queued or processing and allowed after, its file gone too;
// the doc 2 §5 refusals; and a file chosen offline sent once, later.
const U = MESSAGES.upload;
const L = MESSAGES.labels.upload;
const MB = 1024 * 1024;
const storageHost = `${EMULATORS.storage.host}:${EMULATORS.storage.port}`;

const history = (page: Page) => page.getByTestId('upload-row');
const status = (page: Page) => history(page).first().getByTestId('upload-status');
const chooseFile = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByTestId('choose-file').setInputFiles({ name, mimeType, buffer });

/**
 * Each request that sends bytes to Storage (the SDK POSTs the start and every
 * chunk of a resumable upload) waits a little, so the percent between chunks
 * stays on screen long enough to be seen.
 */
async function slowStorage(context: BrowserContext) {
  const handler = async (route: Route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  };
  const match = (url: URL) => url.host === storageHost;
  await context.route(match, handler);
  return () => context.unroute(match, handler);
}

/** Every text the progress line shows, as the page changes it (polling could miss a short one). */
async function recordProgressTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="upload-progress"]')?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

async function noOverflowAt360(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a PDF: preview, the percent, success; the history follows the record; delete refused while processing, then the file goes too', async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/menu/add-method');
  await page.getByRole('link', { name: /Add from Photo/ }).click();
  await expect(page).toHaveURL(/\/menu\/add-photo$/);
  await expect(page.getByText(MESSAGES.emptyStates.noUploadHistory)).toBeVisible();
  await expect(page.getByRole('button', { name: L.takePhoto })).toBeVisible();
  await expectAccessible(page, 'add from photo');
  await noOverflowAt360(page);

  const pdf = await menuPdf(['Starters', 'Soup of the day 6.50', 'Mains', 'Grilled salmon 18.00'], 2 * MB);
  await chooseFile(page, 'dinner.pdf', 'application/pdf', pdf);
  // The first page, drawn by pdf.js from a file this app serves.
  const preview = page.getByTestId('pdf-preview');
  await expect.poll(() => preview.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 30_000 }).toBeGreaterThan(100);
  const stopSlowing = await slowStorage(context);
  const progressTexts = await recordProgressTexts(page);
  await page.getByRole('button', { name: L.uploadForProcessing }).click();
  await expect(page.getByRole('heading', { name: U.successTitle })).toBeVisible({ timeout: 60_000 });
  await stopSlowing();
  // The SDK's percent between the chunks of a 2 MB resumable upload, on its way to 100.
  const seen = await progressTexts();
  expect(seen.some((t) => /^Uploading… ([1-9]|[1-9]\d)%$/.test(t)), seen.join(' | ')).toBe(true);
  expect(seen).toContain('Uploading… 100%');
  for (const name of [L.uploadAnother, L.viewHistory]) await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: L.backToMenu }).last()).toBeVisible();
  await expectAccessible(page, 'upload success');

  const [record] = await uploadRecords(owner.storeId);
  expect(record).toMatchObject({ fileName: 'dinner.pdf', fileType: 'pdf', fileSize: pdf.length });
  const path = record!.storagePath as string;
  expect(path).toMatch(new RegExp(`^stores/${owner.storeId}/processing-photos/menu-photo-\\d+\\.pdf$`));
  expect(await importObjects(owner.storeId)).toEqual([{ name: path, contentType: 'application/pdf', size: pdf.length }]);

  // The reader Function, started by the record, reads the PDF's text at once: ready to review.
  await expect
    .poll(async () => (await uploadRecords(owner.storeId))[0], { timeout: 60_000 })
    .toMatchObject({ status: 'completed', reviewStatus: 'ready' });
  await page.getByRole('button', { name: L.viewHistory }).click();
  await expect(history(page)).toHaveCount(1);
  await expect(history(page).first().getByRole('link', { name: U.readyToReview })).toBeVisible();

  // The other statuses as a slower reader would leave them (written here; an update
  // starts no reading): the history follows each.
  await readerSets(owner.storeId, record!.id, { status: 'queued', queuePosition: 1, reviewStatus: FieldValue.delete(), draft: FieldValue.delete() });
  await expect(status(page)).toHaveText(U.queuedAt(1));
  const remove = history(page).first().getByRole('button', { name: U.delete });
  await expect(remove).toBeDisabled();
  await expect(history(page).first()).toContainText(U.cannotDelete);

  await readerSets(owner.storeId, record!.id, { status: 'processing', queuePosition: null, processingStartedAt: new Date() });
  await expect(status(page)).toHaveText(U.processing);
  await expect(remove).toBeDisabled();
  await readerSets(owner.storeId, record!.id, { status: 'completed', processedAt: new Date(), menuItemsCreated: 2 });
  await expect(status(page)).toHaveText(U.itemsAdded(2));
  await readerSets(owner.storeId, record!.id, { status: 'failed', errorMessage: 'No text was found in this file.' });
  await expect(status(page)).toHaveText('No text was found in this file.');
  await expectAccessible(page, 'upload history with a failed upload');

  // Marked deprecated with the owner's reason (doc 1 §4.5), through a command.
  await history(page).first().getByRole('button', { name: U.deprecate }).click();
  await history(page).first().getByLabel(U.deprecateReason).fill('Old menu');
  await history(page).first().getByRole('button', { name: U.confirm }).click();
  await expect(status(page)).toHaveText('Old menu');
  await expect.poll(async () => (await uploadRecords(owner.storeId))[0], { timeout: 30_000 }).toMatchObject({ status: 'deprecated', deprecatedReason: 'Old menu' });

  await expect(remove).toBeEnabled();
  await remove.click();
  await history(page).first().getByRole('button', { name: U.cancel }).click();
  await expect(history(page)).toHaveCount(1);
  await remove.click();
  await history(page).first().getByRole('button', { name: U.confirm }).click();
  await expect(history(page)).toHaveCount(0);
  await expect.poll(() => importObjects(owner.storeId), { timeout: 30_000 }).toEqual([]);
  await expect.poll(async () => (await uploadRecords(owner.storeId))[0]?._deleted, { timeout: 30_000 }).toBe(true);
});

test('the doc 2 §5 refusals, in their words: 10 MB or more, and a file that is no image or PDF', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/menu/photo-upload');
  await chooseFile(page, 'huge.pdf', 'application/pdf', Buffer.alloc(10 * MB));
  await expect(page.getByRole('alert')).toHaveText(U.tooLarge);
  await chooseFile(page, 'menu.txt', 'text/plain', Buffer.from('Soup 5'));
  await expect(page.getByRole('alert')).toHaveText(U.invalidType);
  await expect(page.getByRole('button', { name: L.uploadForProcessing })).toHaveCount(0);
  await chooseFile(page, 'small.pdf', 'application/pdf', Buffer.alloc(10 * MB - 1));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: L.uploadForProcessing })).toBeVisible();
});

test('a file chosen offline waits on the device and is uploaded and recorded once when the connection returns', async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/menu/add-photo');
  await expect(page.getByText(MESSAGES.emptyStates.noUploadHistory)).toBeVisible();
  await goOffline(context);
  await chooseFile(page, 'lunch.pdf', 'application/pdf', await menuPdf(['Lunch', 'Tacos 9']));
  await page.getByRole('button', { name: L.uploadForProcessing }).click();
  await expect(page.getByTestId('upload-progress')).toHaveText(U.waitingForConnection);
  await expect(status(page)).toHaveText(U.waitingToUpload);
  await page.waitForTimeout(1500);
  expect(await uploadRecords(owner.storeId)).toEqual([]);
  expect(await importObjects(owner.storeId)).toEqual([]);

  await goOnline(context);
  await expect(page.getByRole('heading', { name: U.successTitle })).toBeVisible({ timeout: 60_000 });
  // Recorded, then read by the reader Function.
  await expect(history(page).first().getByRole('link', { name: U.readyToReview })).toBeVisible({ timeout: 60_000 });
  expect(await uploadRecords(owner.storeId)).toHaveLength(1);
  expect(await importObjects(owner.storeId)).toHaveLength(1);
  expect(await commandsOf(owner.storeId, 'recordMenuUploadSecure')).toBe(1);
  // A reload sends nothing again.
  await page.reload();
  await expect(history(page).first().getByRole('link', { name: U.readyToReview })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await uploadRecords(owner.storeId)).toHaveLength(1);
  expect(await importObjects(owner.storeId)).toHaveLength(1);
});
