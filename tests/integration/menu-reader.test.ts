import { randomUUID } from 'node:crypto';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_PROCESSING_MS } from '../../src/domain/menu-import/reading-limits';
import { MESSAGES } from '../../src/domain/shared/messages';
import {
  emptyPagePng, launchFixtureBrowser, makeMenuFixtures, scoreDraft, type MenuFixture,
} from '../support/menu-fixtures';
import { queueReading, readingEnded, storeImportFile, uploadRecord } from '../support/menu-reading';
import { createStorageClient, type StorageTestClient } from '../support/storage-client';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// The reader Function, fired by a queued upload record in the emulator: files
// rendered from known menus are uploaded by the owner through the Storage
// rules (emulator or stand-in), the record is created as the upload command
// creates it, and the record must end 'completed' with a draft holding at
// least 90% of the known items at their exact prices, or 'failed' with a
// clear message; never left in 'processing'.
const M = MESSAGES.menuReading;
// Beside the end-to-end tests one reading took 12-48 s, and once over 60 s on a busy run
// (2026-11-28): the wait is a net for a record left in 'processing', not a speed goal
// (the bench's menu-reader part times the readings).
const END_WAIT_MS = 120_000;
let owner: StorageTestClient;
let me: Member;
let fixtures: MenuFixture[];
let emptyPage: Uint8Array;

beforeAll(async () => {
  const browser = await launchFixtureBrowser();
  try {
    fixtures = await makeMenuFixtures(browser);
    emptyPage = await emptyPagePng(browser);
  } finally {
    await browser.close();
  }
  owner = createStorageClient();
  me = await signInAsNewStoreOwner(owner);
}, 90_000);
afterAll(async () => {
  await owner?.close();
});

/** The owner's file in the store's import folder, as the upload screen stores it. */
const uploadFile = (bytes: Uint8Array, contentType: string, ext: string) => storeImportFile(owner.storage, me.storeId, bytes, contentType, ext);
const ended = (storeId: string, uploadId: string) => readingEnded(storeId, uploadId, END_WAIT_MS);

describe('reading an uploaded menu', () => {
  it('every fixture ends completed with >= 90% of its items at exact prices', async () => {
    const scores: string[] = [];
    for (const fixture of fixtures) {
      const path = await uploadFile(fixture.bytes, fixture.contentType, fixture.ext);
      const started = Date.now();
      const done = await ended(me.storeId, await queueReading(me.storeId, path, fixture.fileType));
      expect.soft(done.status, fixture.name).toBe('completed');
      expect.soft(done.reviewStatus).toBe('ready');
      expect.soft(done.menuItemsCreated).toBe(0);
      expect.soft(done.processedAt).toBeGreaterThanOrEqual(done.processingStartedAt ?? Infinity);
      const score = scoreDraft(done.draft ?? { sections: [], reader: '', pages: 0, readMs: 0 }, fixture.items);
      scores.push(
        `  ${fixture.name.padEnd(44)} ${score.found}/${score.total} (${(score.score * 100).toFixed(0)}%) ` +
          `reader ${done.draft?.reader} read ${done.draft?.readMs} ms, record ended in ${Date.now() - started} ms` +
          (score.missing.length ? `; missing ${score.missing.join(', ')}` : ''),
      );
      expect.soft(score.score, `${fixture.name}: missing ${score.missing.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    }
    console.log(`Menu reader, per fixture:\n${scores.join('\n')}`);
  }, 5 * END_WAIT_MS);

  it('the sections of the draft are the menu headings, in reading order', async () => {
    const twoColumns = fixtures.find((f) => f.fileType === 'pdf' && f.name.includes('text layer'))!;
    const done = await ended(me.storeId, await queueReading(me.storeId, await uploadFile(twoColumns.bytes, 'application/pdf', 'pdf'), 'pdf'));
    expect(done.draft?.reader).toBe('pdf-text');
    expect(done.draft?.sections.map((s) => s.name)).toEqual(['PIZZA', 'PASTA', 'SALADS', 'DRINKS']);
    expect(done.draft?.sections[0]?.items[0]).toMatchObject({ name: 'Margherita', description: 'Tomato, mozzarella, basil', price: 11, priceText: '11,00 €' });
  });

  it.each([
    ['a corrupt image', () => new TextEncoder().encode('not a picture at all'), 'image/png', 'png', 'image', M.unreadable],
    ['a corrupt PDF', () => new TextEncoder().encode('%PDF-1.7\nbroken'), 'application/pdf', 'pdf', 'pdf', M.unreadable],
    ['an empty page', () => emptyPage, 'image/png', 'png', 'image', M.noItems],
  ] as const)('%s ends failed with a clear message', async (_what, bytes, contentType, ext, fileType, message) => {
    const path = await uploadFile(bytes(), contentType, ext);
    const done = await ended(me.storeId, await queueReading(me.storeId, path, fileType));
    expect(done).toMatchObject({ status: 'failed', errorMessage: message });
    expect(done.draft).toBeUndefined();
    expect(done.processedAt).toEqual(expect.any(Number));
  });

  it('a record whose file is gone ends failed', async () => {
    const done = await ended(me.storeId, await queueReading(me.storeId, `stores/${me.storeId}/processing-photos/menu-photo-1.png`, 'image'));
    expect(done).toMatchObject({ status: 'failed', errorMessage: M.fileMissing });
  });

  it('a record left processing by a crashed instance is failed when the store uploads again; a live one is left alone', async () => {
    const live = randomUUID();
    await uploadRecord(me.storeId, live).set({ fileName: 'a.png', fileType: 'image', status: 'processing', processingStartedAt: Date.now(), uploadedAt: Date.now() });
    const crashed = randomUUID();
    const longAgo = Date.now() - STALE_PROCESSING_MS - 60_000;
    await uploadRecord(me.storeId, crashed).set({ fileName: 'b.png', fileType: 'image', status: 'processing', processingStartedAt: longAgo, uploadedAt: longAgo });
    const done = await ended(me.storeId, crashed);
    expect(done).toMatchObject({ status: 'failed', errorMessage: M.interrupted });
    // The trigger only claims queued records: the one being read elsewhere keeps its state.
    expect((await uploadRecord(me.storeId, live).get()).data()).toMatchObject({ status: 'processing' });
  });
});

describe('one read per record (the reader module, in this process, on the emulators)', () => {
  it('a record no longer queued (a re-delivered trigger) is not read again', async () => {
    const { startMenuReading } = await import('../../functions/src/menu-import/read-upload');
    const path = await uploadFile(fixtures[0]!.bytes, 'image/png', 'png');
    const uploadId = await queueReading(me.storeId, path, 'image');
    const first = await ended(me.storeId, uploadId);
    expect(first.status).toBe('completed');
    let reads = 0;
    const counting = { read: async () => { reads += 1; return { reader: 'again', pages: 1, fragments: [] }; } };
    expect(await startMenuReading(me.storeId, uploadId, { reader: counting })).toBe('skipped');
    expect(reads).toBe(0);
    expect((await uploadRecord(me.storeId, uploadId).get()).data()).toEqual(first);
  });
});

describe('another store', () => {
  it('a user of another store can neither read the record nor create one that starts the reader', async () => {
    const path = await uploadFile(fixtures[0]!.bytes, 'image/png', 'png');
    const uploadId = await queueReading(me.storeId, path, 'image');
    const stranger = createStorageClient();
    try {
      const them = await signInAsNewStoreOwner(stranger, 'stranger');
      await expect(getDoc(doc(stranger.firestore, `stores/${me.storeId}/uploadHistory/${uploadId}`))).rejects.toMatchObject({ code: 'permission-denied' });
      const theirs = randomUUID();
      await expect(
        setDoc(doc(stranger.firestore, `stores/${me.storeId}/uploadHistory/${theirs}`), { fileType: 'image', storagePath: path, status: 'queued', uploadedAt: Date.now() }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      expect((await uploadRecord(me.storeId, theirs).get()).exists).toBe(false);
      // Even a record of their own store cannot point the reader at our file.
      const done = await ended(them.storeId, await queueReading(them.storeId, path, 'image'));
      expect(done).toMatchObject({ status: 'failed', errorMessage: M.fileMissing });
      expect(done.draft).toBeUndefined();
    } finally {
      await stranger.close();
    }
    expect((await ended(me.storeId, uploadId)).status).toBe('completed');
  }, 90_000);
});
