import { randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { ref, uploadBytes } from 'firebase/storage';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { UploadRecord } from '../../src/domain/shared/entities';
import { MESSAGES } from '../../src/domain/shared/messages';
import { ocrModels } from '../../src/domain/menu-import/ocr-languages';
import { importFilePath } from '../../src/domain/menu-import/upload-validation';
import { adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { createStorageClient } from '../support/storage-client';
import { ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// Reading an upload again, with the real web SDKs against the Functions
// emulator: the command puts the same record back in the queue, the reader's
// trigger reads the stored file again (no new upload), and the languages the
// record carries are the ones the reader is given.
const M = MESSAGES.upload;
const owner = ownerPerTest(createStorageClient);
const END_WAIT_MS = 60_000;

type Data = Record<string, unknown>;
const call = (name: CallableName, data: Data) => owner.client.call<Data>(name, { storeId: owner.me.storeId, commandId: randomUUID(), ...data });
const recordRef = (uploadId: string, storeId = owner.me.storeId) => adminDb.doc(`stores/${storeId}/uploadHistory/${uploadId}`);
const recordOf = async (uploadId: string) => (await recordRef(uploadId).get()).data() as UploadRecord & Data;

/** A one-page menu with a text layer: read in milliseconds, so the tests wait for the reader, not for OCR. */
async function menuPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([600, 400]);
  const line = (text: string, x: number, y: number, size = 14) => page.drawText(text, { x, y, size, font });
  line('STARTERS', 50, 340, 20);
  line('Tomato Soup', 50, 300);
  line('6.00', 480, 300);
  line('Garlic Bread', 50, 270);
  line('5.50', 480, 270);
  return pdf.save();
}

/** The file stored by the owner, then recorded by the upload command, as the screen does it. */
async function uploaded(extra: Data = {}): Promise<string> {
  const storagePath = importFilePath(owner.me.storeId, Date.now(), 'application/pdf');
  await uploadBytes(ref(owner.client.storage, storagePath), await menuPdf(), { contentType: 'application/pdf' });
  const uploadId = randomUUID();
  await call('recordMenuUploadSecure', { uploadId, fileName: 'menu.pdf', storagePath, uploadUrl: '', ...extra });
  return uploadId;
}

/** Waits for the record to be read (completed or failed) after `since` (its processedAt). */
async function ended(uploadId: string, since = 0): Promise<UploadRecord & Data> {
  const deadline = Date.now() + END_WAIT_MS;
  for (;;) {
    const record = await recordOf(uploadId);
    const done = record.status === 'completed' || record.status === 'failed';
    if (done && (record.processedAt ?? 0) > since) return record;
    if (Date.now() > deadline) throw new Error(`upload ${uploadId} still ${record.status} after ${END_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('readMenuUploadAgainSecure', () => {
  it('a failed read is queued again on the same record and file, and completes with a draft', async () => {
    const uploadId = await uploaded();
    const first = await ended(uploadId);
    expect(first.status).toBe('completed');
    // As the sweep leaves a reading whose instance died: failed, no draft.
    await recordRef(uploadId).update({
      status: 'failed', errorMessage: MESSAGES.menuReading.interrupted, draft: FieldValue.delete(), reviewStatus: FieldValue.delete(), updatedAt: new Date(),
    });
    const failedAt = (await recordOf(uploadId)).processedAt ?? 0;

    const answer = await call('readMenuUploadAgainSecure', { uploadId, languages: ['fr', 'en'] });
    expect(answer).toMatchObject({ success: true, uploadId, queuePosition: 1 });
    const again = await ended(uploadId, failedAt);
    expect(again).toMatchObject({ status: 'completed', reviewStatus: 'ready', languages: ['fr', 'en'], storagePath: first.storagePath, fileName: 'menu.pdf' });
    expect(again.errorMessage).toBeUndefined();
    expect(again.readAgainAt).toEqual(expect.any(Number));
    expect(again.draft?.sections.flatMap((s) => s.items.map((i) => [i.name, i.price]))).toEqual([['Tomato Soup', 6], ['Garlic Bread', 5.5]]);
    // Still one record: the file was read again, not uploaded again.
    expect((await adminDb.collection(`stores/${owner.me.storeId}/uploadHistory`).get()).size).toBe(1);
  });

  it('a completed read is read again: its draft is cleared while it waits, and a new one is written', async () => {
    const uploadId = await uploaded();
    const first = await ended(uploadId);
    // Every state the record goes through from here (the reader may claim it at once).
    const seen: (UploadRecord & Data)[] = [];
    const stop = recordRef(uploadId).onSnapshot((snap) => seen.push(snap.data() as UploadRecord & Data));
    await call('readMenuUploadAgainSecure', { uploadId });
    const again = await ended(uploadId, first.processedAt);
    stop();
    const waiting = seen.filter((r) => r.status === 'queued' || r.status === 'processing');
    expect(waiting.length).toBeGreaterThan(0);
    for (const state of waiting) {
      expect(state.draft).toBeUndefined();
      expect(state.reviewStatus).toBeUndefined();
      expect(state.processedAt).toBeUndefined();
    }
    expect(again).toMatchObject({ status: 'completed', reviewStatus: 'ready' });
    expect(again.updatedAt).not.toEqual(first.updatedAt);
  });

  it('is refused while queued or processing, once deprecated or published, with the catalogue’s words', async () => {
    const uploadId = await uploaded();
    await ended(uploadId);
    const setStatus = (fields: Data) => recordRef(uploadId).update({ ...fields, updatedAt: new Date() });
    await setStatus({ status: 'processing' });
    expect(await refusal(call('readMenuUploadAgainSecure', { uploadId }))).toMatchObject({ code: 'failed-precondition', message: M.cannotReadAgainBusy });
    await setStatus({ status: 'queued' });
    expect((await refusal(call('readMenuUploadAgainSecure', { uploadId }))).message).toBe(M.cannotReadAgainBusy);
    await setStatus({ status: 'completed', reviewStatus: 'published' });
    expect((await refusal(call('readMenuUploadAgainSecure', { uploadId }))).message).toBe(M.cannotReadAgainPublished);
    await setStatus({ status: 'deprecated', reviewStatus: 'ready' });
    expect((await refusal(call('readMenuUploadAgainSecure', { uploadId }))).message).toBe(M.cannotReadAgain);
    expect((await refusal(call('readMenuUploadAgainSecure', { uploadId: randomUUID() }))).message).toBe(M.notFound);
    expect((await recordOf(uploadId)).status).toBe('deprecated');
  });

  it('refuses languages the reader does not know, or too many, on the upload and on reading again', async () => {
    const uploadId = await uploaded();
    await ended(uploadId);
    expect(await refusal(call('readMenuUploadAgainSecure', { uploadId, languages: ['xx'] }))).toMatchObject({ code: 'invalid-argument', message: M.languagesInvalid });
    expect((await refusal(call('readMenuUploadAgainSecure', { uploadId, languages: ['tr', 'fr', 'de'] }))).message).toBe(M.tooManyLanguages(2));
    expect((await recordOf(uploadId)).status).toBe('completed');
    expect((await refusal(uploaded({ languages: 'tr' }))).message).toBe(M.languagesInvalid);
  });

  it('a member of another store is refused, and cannot reach the record through their own store', async () => {
    const uploadId = await uploaded();
    await ended(uploadId);
    const stranger = createStorageClient();
    try {
      const them = await signInAsNewStoreOwner(stranger, 'stranger');
      const mine = await refusal(stranger.call('readMenuUploadAgainSecure', { storeId: owner.me.storeId, commandId: randomUUID(), uploadId }));
      expect(mine.code).toBe('permission-denied');
      const theirs = await refusal(stranger.call('readMenuUploadAgainSecure', { storeId: them.storeId, commandId: randomUUID(), uploadId }));
      expect(theirs.message).toBe(M.notFound);
    } finally {
      await stranger.close();
    }
    expect((await recordOf(uploadId)).status).toBe('completed');
  });
});

describe('the languages a reading uses (the reader module, in this process, on the emulators)', () => {
  it('the record’s languages reach the reader, and pick its models; without them, the store’s', async () => {
    const { startMenuReading } = await import('../../functions/src/menu-import/read-upload');
    const uploadId = await uploaded({ languages: ['en', 'tr', 'fr'] });
    expect((await ended(uploadId)).languages).toEqual(['tr', 'fr', 'en']);

    const given: (readonly string[] | undefined)[] = [];
    const recording = {
      read: async (_bytes: Uint8Array, _type: unknown, languages?: readonly string[]) => {
        given.push(languages);
        return { reader: 'recording', pages: 1, sections: [{ id: 's', name: '', items: [{ id: 'i', name: 'Soup', description: '', price: 6, priceText: '6', confidence: 1 }] }] };
      },
    };
    // Queued by hand (no readAgainAt): the trigger leaves it to this process's reader.
    await recordRef(uploadId).update({ status: 'queued', updatedAt: new Date() });
    expect(await startMenuReading(owner.me.storeId, uploadId, { reader: recording })).toBe('completed');
    expect(given[0]).toEqual(['tr', 'fr', 'en']);
    expect(ocrModels(given[0] ?? [])).toEqual(['tur', 'fra', 'eng']);

    await recordRef(uploadId).update({ status: 'queued', languages: FieldValue.delete(), updatedAt: new Date() });
    await adminDb.doc(`stores/${owner.me.storeId}`).set({ configs: { languageConfig: { defaultLanguage: 'de' } } }, { merge: true });
    expect(await startMenuReading(owner.me.storeId, uploadId, { reader: recording })).toBe('completed');
    expect(given[1]?.[0]).toBe('de');
  }, 90_000);
});
