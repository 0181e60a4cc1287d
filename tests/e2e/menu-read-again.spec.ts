import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared/messages';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { menuPdf, uploadRecords } from './support/upload-world';
import { ownerWithCategories } from './support/world';

// Reading an upload again through the screens: a menu uploaded in the
// languages chosen on the upload screen is read by the reader Function; from
// the history, 'Read again' in other languages, chosen offline, waits on the
// device, then the same record goes back through the queue and is read again
// from its stored file; the review page offers the same.
const U = MESSAGES.upload;
const L = MESSAGES.labels.upload;
const READ_TIMEOUT = 120_000;

const row = (page: Page) => page.getByTestId('upload-row').first();
const language = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** Every text the element with this test id shows, as the page changes it (a quick reading could pass between two polls). */
async function recordTexts(page: Page, testId: string): Promise<() => Promise<string[]>> {
  const key = `seen-${testId}`;
  await page.evaluate(([id, k]) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[k!] = seen;
    new MutationObserver(() => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, [testId, key]);
  return () => page.evaluate((k) => (window as unknown as Record<string, string[]>)[k] ?? [], key);
}

test('upload in chosen languages, then read again from the history (chosen offline) and from the review', async ({ page, context }) => {
  test.setTimeout(300_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/menu/add-photo');
  await page.getByTestId('choose-file').setInputFiles({
    name: 'lunch.pdf', mimeType: 'application/pdf', buffer: await menuPdf(['Starters', 'Soup of the day 6.50', 'Mains', 'Grilled salmon 18.00']),
  });

  // The store's languages and English to start with; English stays ticked.
  await expect(language(page, 'English')).toBeChecked();
  await expect(language(page, 'English')).toBeDisabled();
  // A new store's other language (Chinese) is one of its languages, so it starts ticked too.
  await expect(language(page, '中文')).toBeChecked();
  await language(page, '中文').uncheck();
  await language(page, 'Türkçe').check();
  await language(page, 'Français').check();
  await language(page, 'Deutsch').check();
  const choice = page.getByRole('group', { name: U.languagesLabel });
  await expect(choice.getByRole('alert')).toHaveText(U.tooManyLanguages(2));
  await expectAccessible(page, 'upload with its language choice');
  await language(page, 'Deutsch').uncheck();
  await expect(choice.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: L.uploadForProcessing }).click();
  await page.getByRole('button', { name: L.viewHistory }).click();
  await expect(row(page).getByRole('link', { name: U.readyToReview })).toBeVisible({ timeout: READ_TIMEOUT });
  const [first] = await uploadRecords(owner.storeId);
  expect(first).toMatchObject({ status: 'completed', languages: ['tr', 'fr', 'en'] });

  // Read again from the history, in Turkish only; asked offline, it waits on this device.
  await row(page).getByRole('button', { name: U.readAgain }).click();
  const form = page.getByRole('form', { name: U.readAgainQuestion });
  await expect(language(page, 'Türkçe')).toBeChecked();
  await expect(language(page, 'Français')).toBeChecked();
  await expectAccessible(page, 'read again in the history', '.upload-history');
  await language(page, 'Français').uncheck();
  const statuses = await recordTexts(page, 'upload-status');
  await goOffline(context);
  await form.getByRole('button', { name: U.readAgain }).click();
  await expect(row(page).getByTestId('upload-status')).toHaveText(U.waitingToReadAgain);
  await expect(row(page).getByRole('link', { name: U.readyToReview })).toHaveCount(0);
  await goOnline(context);

  // The same record goes back through the queue and is read again.
  await expect(row(page).getByRole('link', { name: U.readyToReview })).toBeVisible({ timeout: READ_TIMEOUT });
  const seen = await statuses();
  // Waiting on the device, then queued or being read on the server, then read.
  const waited = seen.indexOf(U.waitingToReadAgain);
  expect(waited, seen.join(' → ')).toBeGreaterThanOrEqual(0);
  expect(seen.slice(waited + 1).some((text) => text === U.processing || text.startsWith(U.queued)), seen.join(' → ')).toBe(true);
  const records = await uploadRecords(owner.storeId);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ status: 'completed', reviewStatus: 'ready', languages: ['tr', 'en'], storagePath: first?.storagePath });
  expect(records[0]?.readAgainAt).toEqual(expect.any(Number));

  // From the review page too: the page shows the reading, then the new draft.
  await row(page).getByRole('link', { name: U.readyToReview }).click();
  await expect(page.getByTestId('review-row')).toHaveCount(2);
  await page.getByRole('button', { name: U.readAgain }).click();
  await expectAccessible(page, 'read again on the review page');
  const reviewStatuses = await recordTexts(page, 'review-upload-status');
  await page.getByRole('form', { name: U.readAgainQuestion }).getByRole('button', { name: U.readAgain }).click();
  await expect.poll(async () => (await reviewStatuses()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('review-row')).toHaveCount(2, { timeout: READ_TIMEOUT });
  await expect.poll(async () => (await uploadRecords(owner.storeId))[0]?.readAgainAt, { timeout: 30_000 }).not.toBe(records[0]?.readAgainAt);
});
