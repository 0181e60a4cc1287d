import { randomBytes, randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_ALLOWANCE } from '../../src/domain/help/feedback-command';
import { READING_ALLOWANCE } from '../../src/domain/menu-import/reading-limits';
import { importFilePath } from '../../src/domain/menu-import/upload-validation';
import { adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { createStorageClient } from '../support/storage-client';
import { ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// The per-store allowances of work that costs, flooded through the real web
// SDK against the Functions emulator: what gets through is counted in
// Firestore, the first refusal carries the spec's rate-limit words, and
// neither a refusal nor a replay takes from the allowance.
const owner = ownerPerTest(createStorageClient);
const RATE_LIMIT = /^Rate limit exceeded\. Please wait (\d+) seconds before trying again\.$/;
type Data = Record<string, unknown>;

const call = (name: CallableName, data: Data, commandId: string = randomUUID(), on = owner.client, storeId = owner.me.storeId) =>
  on.call<Data>(name, { storeId, commandId, ...data });

/** Seconds the refusal asks to wait; fails the test if it is not the rate-limit refusal. */
function waitAsked(error: { code: string; message: string }): number {
  expect(error.code).toBe('resource-exhausted');
  const match = RATE_LIMIT.exec(error.message);
  expect(match, error.message).not.toBeNull();
  return Number(match![1]);
}

describe('menu readings per store', () => {
  it(`a flood of upload records: ${READING_ALLOWANCE.capacity} are recorded (each starts a reading), the next is refused until the bucket refills`, async () => {
    const path = importFilePath(owner.me.storeId, Date.now(), 'image/png');
    await uploadBytes(ref(owner.client.storage, path), randomBytes(2048), { contentType: 'image/png' });
    const record = (commandId: string, uploadId: string) =>
      call('recordMenuUploadSecure', { uploadId, fileName: 'menu.png', storagePath: path, uploadUrl: '' }, commandId);
    const attempts = READING_ALLOWANCE.capacity + 3;
    const answers: Array<Data | { code: string; message: string }> = [];
    let first: { commandId: string; uploadId: string } | undefined;
    for (let n = 0; n < attempts; n++) {
      const ids = { commandId: randomUUID(), uploadId: randomUUID() };
      first ??= ids;
      answers.push(await record(ids.commandId, ids.uploadId).catch((error: { code: string; message: string }) => error));
    }
    const through = answers.filter((a) => 'success' in a).length;
    expect(through).toBe(READING_ALLOWANCE.capacity);
    const records = await adminDb.collection(`stores/${owner.me.storeId}/uploadHistory`).get();
    expect(records.size).toBe(READING_ALLOWANCE.capacity);
    // One more reading every three minutes: the wait is under that, and more than a few seconds.
    const wait = waitAsked(answers[READING_ALLOWANCE.capacity] as { code: string; message: string });
    expect(wait).toBeGreaterThan(150);
    expect(wait).toBeLessThanOrEqual(3600 / READING_ALLOWANCE.perHour);
    // A replay of a command already recorded is answered from its record, not refused.
    expect(await record(first!.commandId, first!.uploadId)).toMatchObject({ success: true, uploadId: first!.uploadId });
  }, 120_000);

  it('reading an upload again takes from the same allowance, and a refusal leaves the record as it was', async () => {
    const path = importFilePath(owner.me.storeId, Date.now(), 'image/png');
    await uploadBytes(ref(owner.client.storage, path), randomBytes(2048), { contentType: 'image/png' });
    const uploadId = randomUUID();
    const record = adminDb.doc(`stores/${owner.me.storeId}/uploadHistory/${uploadId}`);
    await record.set({ fileName: 'menu.png', fileType: 'image', fileSize: 2048, storagePath: path, status: 'failed', errorMessage: 'x', _deleted: false, uploadedAt: new Date(), updatedAt: new Date() });
    await adminDb.doc(`rateBuckets/reading_${owner.me.storeId}`).set({ tokens: 0, at: Date.now() });
    waitAsked(await refusal(call('readMenuUploadAgainSecure', { uploadId })));
    expect((await record.get()).get('status')).toBe('failed');
    await adminDb.doc(`rateBuckets/reading_${owner.me.storeId}`).set({ tokens: 1, at: Date.now() });
    await expect(call('readMenuUploadAgainSecure', { uploadId })).resolves.toMatchObject({ success: true, uploadId });
  });

  it('another store has its own allowance', async () => {
    const other = createStorageClient();
    try {
      const them = await signInAsNewStoreOwner(other, 'neighbour');
      const path = importFilePath(them.storeId, Date.now(), 'image/png');
      await uploadBytes(ref(other.storage, path), randomBytes(2048), { contentType: 'image/png' });
      await adminDb.doc(`rateBuckets/reading_${owner.me.storeId}`).set({ tokens: 0, at: Date.now() });
      await expect(call('recordMenuUploadSecure', { uploadId: randomUUID(), fileName: 'm.png', storagePath: path, uploadUrl: '' }, randomUUID(), other, them.storeId))
        .resolves.toMatchObject({ success: true });
    } finally {
      await other.close();
    }
  });
});

describe('feedback per store', () => {
  const valid = { type: 'bug', priority: 'low', currentPage: 'orders', subject: 'S', description: 'D' };
  const ticket = () => randomBytes(6).toString('hex').toUpperCase().slice(0, 9).padEnd(9, 'X');

  it(`a flood of feedback: ${FEEDBACK_ALLOWANCE.capacity} tickets are written, the rest are refused with the rate-limit words`, async () => {
    const attempts = FEEDBACK_ALLOWANCE.capacity + 3;
    const answers: Array<Data | { code: string; message: string }> = [];
    for (let n = 0; n < attempts; n++) {
      answers.push(await call('submitFeedbackSecure', { ...valid, ticketId: ticket() }).catch((error: { code: string; message: string }) => error));
    }
    expect(answers.filter((a) => 'success' in a)).toHaveLength(FEEDBACK_ALLOWANCE.capacity);
    const written = await adminDb.collection('platformFeedback').where('storeId', '==', owner.me.storeId).get();
    expect(written.size).toBe(FEEDBACK_ALLOWANCE.capacity);
    for (const refused of answers.slice(FEEDBACK_ALLOWANCE.capacity)) {
      const wait = waitAsked(refused as { code: string; message: string });
      expect(wait).toBeGreaterThan(500);
      expect(wait).toBeLessThanOrEqual(3600 / FEEDBACK_ALLOWANCE.perHour);
    }
  });

  it('a refused command takes nothing: once the bucket has refilled by one, one more ticket lands', async () => {
    const spent = { tokens: 0, at: Date.now() - (3600_000 / FEEDBACK_ALLOWANCE.perHour) * 0.5 };
    await adminDb.doc(`rateBuckets/feedback_${owner.me.storeId}`).set(spent);
    for (let n = 0; n < 3; n++) waitAsked(await refusal(call('submitFeedbackSecure', { ...valid, ticketId: ticket() })));
    await adminDb.doc(`rateBuckets/feedback_${owner.me.storeId}`).set({ tokens: 0.999, at: Date.now() - 3600_000 / FEEDBACK_ALLOWANCE.perHour / 100 });
    await expect(call('submitFeedbackSecure', { ...valid, ticketId: ticket() })).resolves.toMatchObject({ success: true });
    waitAsked(await refusal(call('submitFeedbackSecure', { ...valid, ticketId: ticket() })));
  });
});
