import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
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
