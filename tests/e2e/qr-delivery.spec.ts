import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { decodeSheet, hasPdftoppm, PDFTOPPM_MISSING, readingOrder } from './support/sheet-codes';
import { ownerWithCategories } from './support/world';

// QR delivery: the email, SMS and mail modals of the Table
// QR Codes section, their records, the e-mail's `mail` document with the
// sheet, a request made offline, and the history 10 at a time.

const HOST = 'https://order.example.com';
const history = (page: Page) => page.getByTestId('qr-history-row');

async function openStore(page: Page, tables: number): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  await page.getByLabel('Number of tables').fill(String(tables));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Table count updated. ${tables} new tables added.`, { exact: true })).toBeVisible();
}

/** Opens the section's delivery dialog at the chosen way. */
async function choose(page: Page, way: 'Email' | 'SMS' | 'Physical mail (5 to 7 days)'): Promise<Locator> {
  await page.getByRole('button', { name: 'Send QR codes', exact: true }).click();
  const dialog = page.getByTestId('section-delivery-dialog');
  await dialog.getByRole('button', { name: way, exact: true }).click();
  return dialog;
}

const records = async (storeId: string) =>
  (await adminDb.collection(`stores/${storeId}/qrCodeGenerations`).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
const mails = async (storeId: string) => (await adminDb.collection('mail').where('storeId', '==', storeId).get()).docs.map((d) => d.data());

test('email, SMS and mail requests: the rules and texts, a mail document with the sheet of the tables, records for the operator, the history', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await openStore(page, 3);
  await expect(page.getByText('No delivery requests yet')).toBeVisible();

  // Email: an address without @ is refused with the spec's words, on the device.
  let dialog = await choose(page, 'Email');
  await expect(dialog.getByRole('heading', { name: 'Email QR codes' })).toBeVisible();
  await dialog.getByLabel('Email address').fill('owner.example.com');
  await dialog.getByRole('button', { name: 'Send QR codes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expectAccessible(page, 'email delivery modal with an error');
  await dialog.getByLabel('Email address').fill('owner@example.com');
  await dialog.getByRole('button', { name: 'Send QR codes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your QR codes will be emailed to owner@example.com.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The Function writes the Trigger Email message: the sheet of the 3 tables, as a base64 PDF.
  await expect.poll(async () => (await mails(owner.storeId)).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mails(owner.storeId);
  expect(mail).toMatchObject({ to: 'owner@example.com', message: { subject: expect.stringContaining('Your table QR codes for') } });
  const attachment = (mail!.message as { attachments: Array<{ content: string; contentType: string; encoding: string }> }).attachments[0]!;
  expect([attachment.contentType, attachment.encoding]).toEqual(['application/pdf', 'base64']);
  const pdf = Buffer.from(attachment.content, 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (hasPdftoppm) {
    // Every code decodes to its table's active link, tables 1..3 in reading order.
    const [sheet] = decodeSheet(pdf);
    const links = await adminDb.collection(`stores/${owner.storeId}/tableLinks`).where('isActive', '==', true).get();
    const byTable = new Map(links.docs.map((d) => [String(d.get('tableId')), `${HOST}/t/${d.id}`]));
    expect(readingOrder(sheet!).map((c) => c.data)).toEqual([1, 2, 3].map((n) => byTable.get(`table_${n}`)));
  } else {
    // Not passed silently: the run's output names what to install for the decoding part.
    test.info().annotations.push({ type: 'partly skipped', description: PDFTOPPM_MISSING });
    console.warn(`qr-delivery: the mailed sheet's codes were not decoded (${PDFTOPPM_MISSING})`);
  }
  // The record reaches the screen through the replica: completed.
  await expect(history(page).first()).toContainText('Email to owner@example.com');
  await expect(history(page).first()).toContainText('Completed', { timeout: 30_000 });

  // SMS: fewer than 10 characters is refused; then recorded for the operator.
  dialog = await choose(page, 'SMS');
  await dialog.getByLabel('Phone number').fill('555-1234');
  await dialog.getByRole('button', { name: 'Send download link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid phone number');
  await dialog.getByLabel('Phone number').fill('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Send download link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your QR codes will be sent via SMS to (555) 123-4567.');
  await page.keyboard.press('Escape');

  // Mail: every address field is needed.
  dialog = await choose(page, 'Physical mail (5 to 7 days)');
  await dialog.getByLabel('Street').fill('1 Main St');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByRole('button', { name: 'Request printed codes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all address fields');
  await dialog.getByLabel('State').fill('IL');
  await dialog.getByLabel('ZIP code').fill('62701');
  await expectAccessible(page, 'mail delivery modal');
  await dialog.getByRole('button', { name: 'Request printed codes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your printed QR codes will be mailed to you within 5 to 7 business days.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect.poll(async () => (await records(owner.storeId)).map((r) => `${r.deliveryMethod} ${r.status} ${r.handledBy ?? ''}`).sort(), { timeout: 60_000 })
    .toEqual(['email completed ', 'mail processing operator', 'phone processing operator']);
  expect(await mails(owner.storeId)).toHaveLength(1);
  // Newest first, the SMS and mail with our team.
  await expect(history(page)).toHaveCount(3);
  await expect(history(page).nth(0)).toContainText('Mail to 1 Main St, Springfield, IL 62701');
  await expect(history(page).nth(0)).toContainText('With our team', { timeout: 30_000 });
  await expect(history(page).nth(1)).toContainText('SMS to (555) 123-4567');
  await expectAccessible(page, '/store with the delivery history');
});

test('a request made offline is kept across a reload and delivered once when back online', async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await openStore(page, 2);
  await expect(page.getByText('No delivery requests yet')).toBeVisible();

  await goOffline(context);
  const dialog = await choose(page, 'Email');
  await dialog.getByLabel('Email address').fill('later@example.com');
  await dialog.getByRole('button', { name: 'Send QR codes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your QR codes will be emailed to later@example.com.');
  await expect(dialog).toContainText('You are offline');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(history(page)).toHaveCount(1);
  await expect(history(page).first()).toContainText('Waiting to sync');
  await page.reload();
  await expect(history(page).first()).toContainText('Waiting to sync');
  expect(await records(owner.storeId)).toEqual([]);

  await goOnline(context);
  await expect.poll(async () => (await mails(owner.storeId)).length, { timeout: 60_000 }).toBe(1);
  await expect(history(page).first()).toContainText('Completed', { timeout: 30_000 });
  // Once: one record, one e-mail, even after the outbox's retries and a reload.
  await page.reload();
  await expect(history(page)).toHaveCount(1);
  expect(await records(owner.storeId)).toHaveLength(1);
  expect(await mails(owner.storeId)).toHaveLength(1);
});

test('the history shows the newest 10, then 10 more', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  const base = Date.UTC(2026, 0, 1);
  await Promise.all(Array.from({ length: 12 }, (_, i) =>
    adminDb.doc(`stores/${owner.storeId}/qrCodeGenerations/seeded-${i}`).set({
      tableCount: 2, deliveryMethod: 'email', deliveryDetails: { email: `r${i}@example.com` }, requestedBy: owner.uid,
      requestedAt: new Date(base + i * 60_000), status: 'completed', updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    })));
  await signIn(page, owner);
  await page.goto('/store');
  await expect(history(page)).toHaveCount(10);
  await expect(history(page).first()).toContainText('Email to r11@example.com');
  await expect(history(page).last()).toContainText('Email to r2@example.com');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(history(page)).toHaveCount(12);
  await expect(history(page).last()).toContainText('Email to r0@example.com');
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});
