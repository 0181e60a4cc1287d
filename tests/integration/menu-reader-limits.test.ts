import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_TIME_LIMIT_MS } from '../../src/domain/menu-import/reading-limits';
import type { UploadRecord } from '../../src/domain/shared/entities';
import { MESSAGES } from '../../src/domain/shared/messages';
import { localReader } from '../../functions/src/menu-import/local-reader';
import { prepareForOcr } from '../../functions/src/menu-import/image-prep';
import { ocrPage, ocrWorkersStarted, stopOcr } from '../../functions/src/menu-import/ocr';
import { readMenu } from '../../functions/src/menu-import/read-menu';
import { hugeImagesPdf, pixelBombPng, scannedPdf } from '../support/menu-bombs';
import { queueReading, readingEnded, storeImportFile } from '../support/menu-reading';
import { launchFixtureBrowser, makeMenuFixtures, type MenuFixture } from '../support/menu-fixtures';
import { createStorageClient, type StorageTestClient } from '../support/storage-client';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// The reader bounded: files made to exhaust it end failed with a clear
// message and the next upload still reads (the reader Function in the
// emulator, fired by queued records); and a reading that runs past its time
// limit is really stopped, not only no longer waited for (the local reader in
// this process, where its CPU can be measured).
const M = MESSAGES.menuReading;
// Past the reader's own time limit (120 s): a record must end by then, whatever the file.
const END_WAIT_MS = 150_000;
let owner: StorageTestClient;
let me: Member;
let menu: MenuFixture;

beforeAll(async () => {
  const browser = await launchFixtureBrowser();
  try {
    menu = (await makeMenuFixtures(browser))[0]!;
  } finally {
    await browser.close();
  }
  owner = createStorageClient();
  me = await signInAsNewStoreOwner(owner);
}, 90_000);
afterAll(async () => {
  await stopOcr();
  await owner?.close();
});

/** Stores the file as the upload screen does and queues its record as the upload command does; resolves with the record's end. */
async function upload(bytes: Uint8Array, contentType: string, ext: string, fileType: 'image' | 'pdf'): Promise<UploadRecord> {
  const storagePath = await storeImportFile(owner.storage, me.storeId, bytes, contentType, ext);
  return readingEnded(me.storeId, await queueReading(me.storeId, storagePath, fileType), END_WAIT_MS);
}

/** CPU time (all threads of this process) spent over `ms` of waiting. */
async function cpuOver(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('files made to exhaust the reader', () => {
  it('a PNG declaring 50,000 x 50,000 pixels fails as too large, and the next upload reads', async () => {
    const bomb = await upload(pixelBombPng(), 'image/png', 'png', 'image');
    expect(bomb).toMatchObject({ status: 'failed', errorMessage: M.imageTooLarge(50) });
    expect(bomb.draft).toBeUndefined();
    expect(await upload(menu.bytes, menu.contentType, menu.ext, menu.fileType)).toMatchObject({ status: 'completed' });
  }, 330_000);

  it('a PDF whose pages each draw a 100-megapixel image fails with a clear message, and the next upload reads', async () => {
    const started = Date.now();
    const bomb = await upload(await hugeImagesPdf(6), 'application/pdf', 'pdf', 'pdf');
    // The images are left out of the drawing, so the pages are drawn blank and not
    // OCR'd: nothing to read. (Before blank pages were skipped, the six pages' OCR
    // outran the reading's time limit under the whole suite's load, which ends it in
    // the limit's own words: failed either way, and clearly.)
    expect(bomb).toMatchObject({ status: 'failed' });
    expect([M.noItems, M.timedOut(READ_TIME_LIMIT_MS / 1000)]).toContain(bomb.errorMessage);
    console.log(`A PDF of six 100-megapixel images ended failed in ${Date.now() - started} ms`);
    expect(await upload(menu.bytes, menu.contentType, menu.ext, menu.fileType)).toMatchObject({ status: 'completed' });
  }, 330_000);
});

describe('a reading past its time limit', () => {
  it('is stopped: its pages are no longer drawn or read once the limit passes, and the next reading reads', async () => {
    // Twelve scanned pages: each is drawn and read by OCR, far longer than the limit.
    const scan = await scannedPdf(menu.bytes, 12);
    // A warm OCR worker, so the limit falls among pages being drawn and read, not in the worker's start.
    expect(await readMenu(localReader, 'image', menu.bytes, 60_000)).toMatchObject({ reader: 'ocr' });
    const readingStarted = process.cpuUsage();
    const limitMs = 4000;
    expect(await readMenu(localReader, 'pdf', scan, limitMs)).toBe(M.timedOut(limitMs / 1000));
    const busy = process.cpuUsage(readingStarted);
    const busyMs = (busy.user + busy.system) / 1000;
    // Give the ending a moment, then watch: a reader still drawing or reading pages would keep a core busy.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const quietMs = await cpuOver(3000);
    console.log(`CPU while reading ${Math.round(busyMs)} ms over ${limitMs} ms; after the limit ${Math.round(quietMs)} ms over 3000 ms`);
    // Busy while reading (a share of the machine, which other work may crowd), quiet after.
    expect(quietMs / 3000).toBeLessThan(busyMs / limitMs / 2);
    expect(quietMs).toBeLessThan(600);
    expect(await readMenu(localReader, 'image', menu.bytes, 60_000)).toMatchObject({ reader: 'ocr' });
  }, 330_000);

  it('a page stopped while OCR reads it ends the worker; the next page starts a new one and reads', async () => {
    const page = await prepareForOcr(menu.bytes);
    // A warm worker, so the stopped page is surely in the middle of being read.
    expect((await ocrPage(page, 1)).words.length).toBeGreaterThan(3);
    const started = ocrWorkersStarted();
    const stop = new AbortController();
    const reading = ocrPage(page, 1, ['eng'], stop.signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.abort(new Error('time limit'));
    await expect(reading).rejects.toThrow('time limit');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await cpuOver(2000)).toBeLessThan(400);
    expect((await ocrPage(page, 1)).words.length).toBeGreaterThan(3);
    expect(ocrWorkersStarted()).toBe(started + 1);
  }, 330_000);
});
