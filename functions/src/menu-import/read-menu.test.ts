import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { MAX_DRAFT_ITEMS } from '../../../src/domain/menu-import/draft-limits';
import { readMenu } from './read-menu';
import { UnreadableFileError, type MenuReader } from './reader';

const M = MESSAGES.menuReading;
const bytes = new Uint8Array([1, 2, 3]);
const word = (text: string, x: number, line: number): TextFragment => ({ text, x, y: line * 20, width: text.length * 8, height: 12, confidence: 1, page: 1 });
const reader = (read: MenuReader['read']): MenuReader => ({ read });

describe('readMenu', () => {
  it('a reader that never answers: the time-out message once the limit passes', async () => {
    const started = Date.now();
    expect(await readMenu(reader(() => new Promise(() => {})), 'image', bytes, 50)).toBe(M.timedOut(1));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('at the limit the reader is told to stop its work, not only left unanswered', async () => {
    let stopped: AbortSignal | undefined;
    const working = reader((_bytes, _type, _languages, signal) => {
      stopped = signal;
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    });
    expect(await readMenu(working, 'pdf', bytes, 50)).toBe(M.timedOut(1));
    expect(stopped?.aborted).toBe(true);
  });

  it('a reading that ends in time leaves its signal alone', async () => {
    let seen: AbortSignal | undefined;
    await readMenu(reader(async (_b, _t, _l, signal) => ((seen = signal), { reader: 'ocr', pages: 1, fragments: [] })), 'image', bytes, 1000);
    expect(seen?.aborted).toBe(false);
  });

  it('an image declaring more pixels than the cap is refused before any reader sees it', async () => {
    // A PNG header (signature, IHDR) declaring 50,000 x 50,000 pixels, with no pixels behind it.
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 50_000);
    new DataView(png.buffer).setUint32(20, 50_000);
    let reads = 0;
    const counting = reader(async () => ((reads += 1), { reader: 'ocr', pages: 1, fragments: [] }));
    expect(await readMenu(counting, 'image', png, 1000)).toBe(M.imageTooLarge(50));
    expect(reads).toBe(0);
  });

  it('a draft of more dishes than the cap fails with its message', async () => {
    const items = Array.from({ length: MAX_DRAFT_ITEMS + 1 }, (_, i) => ({ id: `i${i}`, name: `Dish ${i}`, description: '', price: 1, priceText: '1.00', confidence: 1 }));
    const long = reader(async () => ({ reader: 'cloud:x', pages: 12, sections: [{ id: 's', name: '', items }] }));
    expect(await readMenu(long, 'pdf', bytes, 1000)).toBe(M.draftTooLarge(MAX_DRAFT_ITEMS, '100,000'));
    const fits = reader(async () => ({ reader: 'cloud:x', pages: 12, sections: [{ id: 's', name: '', items: items.slice(1) }] }));
    expect(await readMenu(fits, 'pdf', bytes, 1000)).toMatchObject({ reader: 'cloud:x' });
  });

  it('an unreadable file, a reader failure and a page with no items each say why', async () => {
    expect(await readMenu(reader(() => Promise.reject(new UnreadableFileError('bad'))), 'pdf', bytes, 1000)).toBe(M.unreadable);
    expect(await readMenu(reader(() => Promise.reject(new Error('boom'))), 'pdf', bytes, 1000)).toBe(M.failed);
    expect(await readMenu(reader(async () => ({ reader: 'ocr', pages: 1, fragments: [] })), 'image', bytes, 1000)).toBe(M.noItems);
  });

  it('fragments go through the parser; sections from a cloud reader are taken as they are', async () => {
    const fromOcr = await readMenu(reader(async () => ({ reader: 'ocr', pages: 1, fragments: [word('Tea', 0, 0), word('2.50', 200, 0)] })), 'image', bytes, 1000);
    expect(fromOcr).toMatchObject({ reader: 'ocr', pages: 1, sections: [{ name: '', items: [{ name: 'Tea', price: 2.5 }] }] });
    const sections = [{ id: 's1', name: 'Drinks', items: [{ id: 'i1', name: 'Tea', description: '', price: 2.5, priceText: '2.50', confidence: 0.9 }] }];
    expect(await readMenu(reader(async () => ({ reader: 'cloud:x', pages: 1, sections })), 'image', bytes, 1000)).toMatchObject({ reader: 'cloud:x', sections });
  });
});
