import { randomUUID } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { commandRecordCount, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// QR delivery through the real web SDK against the Functions
// emulator: the callable records the request, the Firestore trigger processes it.
const owner = ownerPerTest();

const request = (method: string, details: unknown, commandId: string = randomUUID(), generationId: string = randomUUID(), on = owner.client) =>
  on.call<{ generationId: string; status: string }>('requestQrDeliverySecure', {
    storeId: owner.me.storeId, commandId, generationId, deliveryMethod: method, deliveryDetails: details,
  });
const setCount = (newTableCount: number) =>
  owner.client.call('updateTableCountSecure', { storeId: owner.me.storeId, commandId: randomUUID(), newTableCount });
const record = async (id: string) => (await adminDb.doc(`stores/${owner.me.storeId}/qrCodeGenerations/${id}`).get()).data();
const mailsOf = async (storeId: string) => (await adminDb.collection('mail').where('storeId', '==', storeId).get()).docs.map((d) => d.data());

/**
 * Waits for the trigger to move a record to one of `statuses`: it fires about
 * 1.5 s after the write, but the first run after start-up loads the Function
 * (seen at 20 s on this loaded machine), hence the generous bound.
 */
async function settled(id: string, statuses: string[]): Promise<Record<string, unknown>> {
  const until = Date.now() + 50_000;
  for (;;) {
    const data = await record(id);
    if (data && statuses.includes(data.status as string)) return data;
    if (Date.now() > until) throw new Error(`record ${id} still ${String(data?.status)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('requestQrDeliverySecure and its processing', () => {
  it('an e-mail request becomes a mail document with the sheet of the store\'s tables; the record ends completed', async () => {
    await setCount(14);
    const { generationId, status } = await request('email', { email: ' owner@example.com ' });
    expect(status).toBe('pending');
    const done = await settled(generationId, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', tableCount: 14, deliveryMethod: 'email', deliveryDetails: { email: 'owner@example.com' }, requestedBy: owner.me.uid, _deleted: false });
    expect(done.completedAt).toBeDefined();
    const [mail, ...others] = await mailsOf(owner.me.storeId);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'owner@example.com', generationId, message: { subject: `Your table QR codes for Test ${owner.me.storeId}` } });
    const [attachment] = (mail!.message as { attachments: Array<Record<string, string>> }).attachments;
    expect(attachment).toMatchObject({ encoding: 'base64', contentType: 'application/pdf', filename: expect.stringMatching(/-table-qr-codes\.pdf$/) });
    const pdf = Buffer.from(attachment!.content!, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // 14 codes at 12 a page.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
  }, 60_000);

  it('SMS and mail are recorded for the operator, no e-mail written', async () => {
    await setCount(2);
    const sms = await request('phone', { phone: '(555) 123-4567' });
    const post = await request('mail', { address: { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' } });
    expect(await settled(sms.generationId, ['processing'])).toMatchObject({ handledBy: 'operator', deliveryDetails: { phone: '(555) 123-4567' } });
    expect(await settled(post.generationId, ['processing'])).toMatchObject({ handledBy: 'operator', deliveryMethod: 'mail' });
    expect(await mailsOf(owner.me.storeId)).toEqual([]);
  });

  it('fails honestly when the store has no tables', async () => {
    const { generationId } = await request('email', { email: 'a@b.co' });
    expect(await settled(generationId, ['completed', 'failed'])).toMatchObject({ status: 'failed', errorMessage: 'No tables configured for this store' });
    expect(await mailsOf(owner.me.storeId)).toEqual([]);
  });

  it('refuses bad input with the forms\' words, writing nothing', async () => {
    for (const [method, details, code, message] of [
      ['email', { email: 'nobody' }, 'invalid-argument', 'Please enter a valid email address'],
      ['email', null, 'invalid-argument', 'Please enter a valid email address'],
      ['phone', { phone: '12345' }, 'invalid-argument', 'Please enter a valid phone number'],
      ['mail', { address: { street: '1 Main St', city: '', state: 'IL', zip: '1' } }, 'invalid-argument', 'Please fill in all address fields'],
      ['fax', { fax: '1' }, 'invalid-argument', 'Failed to generate QR codes'],
    ] as const) {
      const error = await refusal(request(method, details));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    const badId = await refusal(request('email', { email: 'a@b.co' }, randomUUID(), '../escape'));
    expect([badId.code, badId.message]).toEqual(['invalid-argument', 'Failed to send QR codes. Please try again.']);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/qrCodeGenerations`).get()).size).toBe(0);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it('a replay has one effect: one record, one mail', async () => {
    await setCount(1);
    const commandId = randomUUID();
    const generationId = randomUUID();
    const first = await request('email', { email: 'a@b.co' }, commandId, generationId);
    const replay = await request('email', { email: 'a@b.co' }, commandId, generationId);
    expect(replay).toEqual(first);
    await settled(generationId, ['completed']);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/qrCodeGenerations`).get()).size).toBe(1);
    expect(await mailsOf(owner.me.storeId)).toHaveLength(1);
    // Another command reusing the record's id is refused, not a second request.
    const reused = await refusal(request('email', { email: 'a@b.co' }, randomUUID(), generationId));
    expect(reused.code).toBe('already-exists');
  });

  it('a user of another store is refused, and nothing is recorded', async () => {
    await setCount(1);
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(request('email', { email: 'a@b.co' }, randomUUID(), randomUUID(), other));
    expect(error.code).toBe('permission-denied');
    expect((await adminDb.collection(`stores/${owner.me.storeId}/qrCodeGenerations`).get()).size).toBe(0);
    await other.close();
  });
});

describe('QR delivery as a relay', () => {
  it.each([
    ['a list', 'a@example.com,b@example.com'],
    ['a header in the address', 'a@example.com\r\nBcc: b@example.com'],
    ['a display name', 'Owner <a@example.com>'],
  ])('refuses %s with the form\'s words, and records nothing', async (_label, email) => {
    const error = await refusal(request('email', { email }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Please enter a valid email address']);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/qrCodeGenerations`).get()).size).toBe(0);
  });

  it('10 requests a store a day: the 11th is refused in its words (a replay is not counted), another store goes on', async () => {
    await setCount(1);
    const commandId = randomUUID();
    const generationId = randomUUID();
    await request('phone', { phone: '(555) 123-4567' }, commandId, generationId);
    await request('phone', { phone: '(555) 123-4567' }, commandId, generationId); // a replay
    for (let i = 1; i < 10; i++) await request('phone', { phone: '(555) 123-4567' });
    const error = await refusal(request('email', { email: 'owner@example.com' }));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'QR codes were already requested 10 times today for this store. Please try again tomorrow.']);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/qrCodeGenerations`).get()).size).toBe(10);
    const fresh = createClient();
    const other = await signInAsNewStoreOwner(fresh, 'calm');
    await fresh.call('requestQrDeliverySecure', {
      storeId: other.storeId, commandId: randomUUID(), generationId: randomUUID(), deliveryMethod: 'phone', deliveryDetails: { phone: '(555) 123-4567' },
    });
    await fresh.close();
  }, 60_000);

  it("an account's stores share 20 requests a day", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await adminDb.doc(`usageCounters/qr_account_${owner.me.uid}_${today}`).set({ n: 20 });
    const error = await refusal(request('phone', { phone: '(555) 123-4567' }));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'Your account already requested QR codes 20 times today. Please try again tomorrow.']);
  });
});
