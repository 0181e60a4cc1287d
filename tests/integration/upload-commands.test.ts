import { randomBytes, randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import type { MenuDraft } from '../../src/domain/shared/menu-draft';
import { MESSAGES } from '../../src/domain/shared/messages';
import { importFilePath } from '../../src/domain/menu-import/upload-validation';
import { adminBucket, adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { createStorageClient } from '../support/storage-client';
import { commandRecordCount, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// The upload record's commands with the real web SDKs against the
// Functions emulator and the Storage stand-in: the server reads the file's
// type and size from Storage itself, only the store's own folder counts, and
// a replay has one effect.
const M = MESSAGES.upload;
const owner = ownerPerTest(createStorageClient);

type Data = Record<string, unknown>;
const call = (name: CallableName, data: Data, commandId: string = randomUUID()) => owner.client.call<Data>(name, { storeId: owner.me.storeId, commandId, ...data });
const recordDoc = async (uploadId: string) => (await adminDb.doc(`stores/${owner.me.storeId}/uploadHistory/${uploadId}`).get()).data();
const exists = async (path: string) => (await adminBucket().file(path).exists())[0];
let clock = Date.now();

/** What the sender does first: the file to the store's processing-photos folder, as the member. */
async function stored(contentType = 'image/png', bytes: Uint8Array = randomBytes(4096), path = importFilePath(owner.me.storeId, clock++, contentType)) {
  await uploadBytes(ref(owner.client.storage, path), bytes, { contentType });
  return { storagePath: path, uploadUrl: await getDownloadURL(ref(owner.client.storage, path)) };
}

const record = async (file: { storagePath: string; uploadUrl: string }, extra: Data = {}, commandId?: string) => {
  const uploadId = randomUUID();
  const result = await call('recordMenuUploadSecure', { uploadId, fileName: 'menu.png', contentType: 'image/png', fileSize: 1, ...file, ...extra }, commandId);
  return { uploadId, result };
};

/** The reader's moves, as it would write them (the reader is another branch's). */
const readerSets = (uploadId: string, fields: Data) =>
  adminDb.doc(`stores/${owner.me.storeId}/uploadHistory/${uploadId}`).update({ ...fields, updatedAt: new Date() });

/**
 * The record's creation starts the real reader (a Firestore trigger), which
 * fails these random bytes at once; tests that set statuses themselves wait
 * for it to end first, so its write never lands between theirs.
 */
async function readerDone(uploadId: string): Promise<Data> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const doc = (await recordDoc(uploadId)) as Data;
    if (doc.status === 'completed' || doc.status === 'failed') return doc;
    if (Date.now() > deadline) throw new Error(`the reader left upload ${uploadId} ${String(doc.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const draft: MenuDraft = {
  reader: 'ocr', pages: 1, readMs: 900,
  sections: [{ id: 's1', name: 'Starters', items: [{ id: 'i1', name: 'Soup', description: '', price: 6, priceText: '6.00', confidence: 0.95 }] }],
};

describe('recordMenuUploadSecure', () => {
  it('records a stored file as queued, with its size and type from Storage, and a queue position', async () => {
    const file = await stored('application/pdf', randomBytes(3000));
    const first = await record(file, { fileName: 'dinner.pdf', contentType: 'image/png', fileSize: 5 });
    expect(first.result).toMatchObject({ success: true, queuePosition: 1 });
    expect(await recordDoc(first.uploadId)).toMatchObject({
      fileName: 'dinner.pdf', fileType: 'pdf', fileSize: 3000, storagePath: file.storagePath, uploadUrl: file.uploadUrl, _deleted: false,
    });
    // Recorded queued, it starts the reader, which ends it: random bytes are no PDF.
    expect(await readerDone(first.uploadId)).toMatchObject({ status: 'failed', queuePosition: null });
    // The queue counts what still waits or is being read: the first has ended.
    const second = await record(await stored());
    expect(second.result).toMatchObject({ queuePosition: 1 });
  });

  it('a replay of the same command records once', async () => {
    const file = await stored();
    const commandId = randomUUID();
    const uploadId = randomUUID();
    const data = { uploadId, fileName: 'menu.png', ...file };
    await call('recordMenuUploadSecure', data, commandId);
    const before = await commandRecordCount(owner.me.storeId);
    expect(await call('recordMenuUploadSecure', data, commandId)).toMatchObject({ queuePosition: 1 });
    expect(await commandRecordCount(owner.me.storeId)).toBe(before);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/uploadHistory`).get()).size).toBe(1);
  });

  it('refuses with words: another store’s path, a missing file, no file name', async () => {
    const other = `stores/other-store/processing-photos/menu-photo-${clock++}.png`;
    expect((await refusal(record({ storagePath: other, uploadUrl: '' }))).message).toBe(M.invalidPath);
    expect((await refusal(record({ storagePath: `stores/${owner.me.storeId}/menu/x.png`, uploadUrl: '' }))).message).toBe(M.invalidPath);
    const missing = importFilePath(owner.me.storeId, clock++, 'image/png');
    expect((await refusal(record({ storagePath: missing, uploadUrl: '' })))).toMatchObject({ code: 'failed-precondition', message: M.fileMissing });
    expect((await refusal(record(await stored(), { fileName: '' }))).message).toBe(M.invalidName);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/uploadHistory`).get()).size).toBe(0);
  });

  it('a member of another store is refused', async () => {
    const file = await stored();
    const stranger = createStorageClient();
    try {
      const them = await signInAsNewStoreOwner(stranger, 'stranger');
      const refused = await refusal(stranger.call('recordMenuUploadSecure', { storeId: owner.me.storeId, commandId: randomUUID(), uploadId: randomUUID(), fileName: 'x.png', ...file }));
      expect(refused.code).toBe('permission-denied');
      const own = await refusal(stranger.call('recordMenuUploadSecure', { storeId: them.storeId, commandId: randomUUID(), uploadId: randomUUID(), fileName: 'x.png', ...file }));
      expect(own.message).toBe(M.invalidPath);
    } finally {
      stranger.close();
    }
  });
});

describe('deleteMenuUploadSecure', () => {
  it('is refused while queued or processing, then deletes the record (a tombstone) and its file', async () => {
    const file = await stored();
    const { uploadId } = await record(file);
    await readerDone(uploadId);
    await readerSets(uploadId, { status: 'queued', queuePosition: 1 });
    expect((await refusal(call('deleteMenuUploadSecure', { uploadId })))).toMatchObject({ code: 'failed-precondition', message: M.deleteFailed(M.cannotDelete) });
    await readerSets(uploadId, { status: 'processing', queuePosition: null });
    expect((await refusal(call('deleteMenuUploadSecure', { uploadId }))).message).toBe(M.deleteFailed(M.cannotDelete));
    expect(await exists(file.storagePath)).toBe(true);
    await readerSets(uploadId, { status: 'failed', errorMessage: 'No text found' });
    const commandId = randomUUID();
    await call('deleteMenuUploadSecure', { uploadId }, commandId);
    expect(await recordDoc(uploadId)).toMatchObject({ _deleted: true });
    expect(await exists(file.storagePath)).toBe(false);
    // A replay answers as before; a new command finds nothing.
    await call('deleteMenuUploadSecure', { uploadId }, commandId);
    expect((await refusal(call('deleteMenuUploadSecure', { uploadId }))).message).toBe(M.deleteFailed(M.notFound));
  });
});

describe('deprecateMenuUploadSecure', () => {
  it('keeps the reason, or the default; a deprecated upload stays so', async () => {
    const a = await record(await stored());
    await readerSets(a.uploadId, { status: 'completed', menuItemsCreated: 4 });
    await call('deprecateMenuUploadSecure', { uploadId: a.uploadId, reason: 'Old menu' });
    expect(await recordDoc(a.uploadId)).toMatchObject({ status: 'deprecated', deprecatedReason: 'Old menu' });
    expect((await refusal(call('deprecateMenuUploadSecure', { uploadId: a.uploadId, reason: '' }))).message).toBe(M.cannotDeprecate);
    const b = await record(await stored());
    await call('deprecateMenuUploadSecure', { uploadId: b.uploadId, reason: '  ' });
    expect(await recordDoc(b.uploadId)).toMatchObject({ status: 'deprecated', deprecatedReason: M.deprecatedDefaultReason });
  });
});

describe('publishMenuUploadSecure', () => {
  it('marks a read draft published with the count, once; refuses one not read or already published', async () => {
    const { uploadId } = await record(await stored());
    expect((await refusal(call('publishMenuUploadSecure', { uploadId, menuItemsCreated: 1 }))).message).toBe(M.notReady);
    await readerSets(uploadId, { status: 'completed', draft, reviewStatus: 'ready' });
    expect((await refusal(call('publishMenuUploadSecure', { uploadId, menuItemsCreated: -1 }))).message).toBe(M.invalidCount);
    const commandId = randomUUID();
    await call('publishMenuUploadSecure', { uploadId, menuItemsCreated: 1 }, commandId);
    expect(await recordDoc(uploadId)).toMatchObject({ reviewStatus: 'published', menuItemsCreated: 1, status: 'completed' });
    expect((await recordDoc(uploadId))?.publishedAt).toBeDefined();
    await call('publishMenuUploadSecure', { uploadId, menuItemsCreated: 1 }, commandId);
    expect((await refusal(call('publishMenuUploadSecure', { uploadId, menuItemsCreated: 1 }))).message).toBe(M.alreadyPublished);
  });
});
