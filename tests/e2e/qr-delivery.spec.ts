import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { GUEST_URL } from '../support/emulator-env';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { decodeSheet, hasPdftoppm, PDFTOPPM_MISSING, readingOrder } from './support/sheet-codes';
import { ownerWithCategories } from './support/world';
import { openStoreWithTables } from './support/tables';

// QR delivery: the email, SMS and mail modals of the Table
// QR Codes section, their records, the e-mail's `mail` document with the
// sheet, a request made offline, and the history 10 at a time.

/** The mailed sheets' host: the emulators' CUSTOMER_HOST, the local guest page (scripts/lib/emulators.ts). */
const HOST = GUEST_URL;
const history = (page: Page) => page.getByTestId('qr-history-row');

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

test('email requests: the rules and texts, a mail document with the sheet of the tables, the history; SMS and mail say they are under development and record nothing', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await openStoreWithTables(page, 3);
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

  // SMS and mail have no provider: the dialog says they are under development, before any
  // form, and nothing is queued or recorded (doc 1 §2.6).
  for (const [way, title, said] of [
    ['SMS', 'Send download link by SMS', 'SMS delivery is under development: nothing will be sent and no request is recorded.'],
    ['Physical mail (5 to 7 days)', 'Mail printed QR codes', 'Physical mail delivery is under development: nothing will be sent and no request is recorded.'],
  ] as const) {
    dialog = await choose(page, way);
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog.getByTestId('delivery-under-development')).toHaveText(said);
    await expect(dialog).toContainText('choose Email');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page, `${way}: under development`);
    // Back offers the choices again; Close leaves.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: 'Email', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await page.waitForTimeout(2_000);
  expect((await records(owner.storeId)).map((r) => r.deliveryMethod)).toEqual(['email']);
  expect(await mails(owner.storeId)).toHaveLength(1);
  await expect(history(page)).toHaveCount(1);

  // A request recorded before (an earlier version, or queued offline by one) still shows, with our team.
  await adminDb.doc(`stores/${owner.storeId}/qrCodeGenerations/earlier-sms`).set({
    tableCount: 3, deliveryMethod: 'phone', deliveryDetails: { phone: '(555) 123-4567' }, requestedBy: owner.uid,
    requestedAt: new Date(), status: 'processing', handledBy: 'operator', updatedAt: FieldValue.serverTimestamp(), _deleted: false,
  });
  await expect(history(page)).toHaveCount(2);
  await expect(history(page).nth(0)).toContainText('SMS to (555) 123-4567');
  await expect(history(page).nth(0)).toContainText('With our team', { timeout: 30_000 });
  await expectAccessible(page, '/store with the delivery history');
});

test('a request made offline is kept across a reload and delivered once when back online', async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await openStoreWithTables(page, 2);
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
