import { describe, expect, it } from 'vitest';
import type { StampedDoc } from './checkpoint';
import { PagePieces } from './page-pieces';

const doc = (id: string, seconds: number): StampedDoc<null> => ({ id, stamp: { seconds, nanoseconds: 0 }, data: null });
const docs = (count: number) => Array.from({ length: count }, (_, i) => doc(`d${String(i).padStart(4, '0')}`, 100 + i));
const end = { seconds: 9_999, nanoseconds: 0, id: 'end' };

describe('PagePieces: a large page handed out in pieces', () => {
  it('cuts a page of 500 into three even pieces, each ending at its last document, the last with the page checkpoint', () => {
    const pieces = new PagePieces<null>(200);
    const page = docs(500);
    const first = pieces.first({ documents: page, checkpoint: end });
    expect(first.documents).toEqual(page.slice(0, 167));
    expect(first.checkpoint).toEqual({ seconds: 266, nanoseconds: 0, id: 'd0166' });
    const second = pieces.next(first.checkpoint);
    expect(second?.documents).toEqual(page.slice(167, 333));
    const third = pieces.next(second?.checkpoint);
    expect(third?.documents).toEqual(page.slice(333));
    expect(third?.checkpoint).toEqual(end);
    expect(pieces.pending).toBe(false);
    expect(pieces.next(end)).toBeUndefined();
  });

  it('never gives a full page a piece smaller than half the size (RxDB would take it for the end)', () => {
    for (const count of [201, 250, 399, 401, 500, 1_000]) {
      const pieces = new PagePieces<null>(200);
      let piece = pieces.first({ documents: docs(count), checkpoint: end });
      const sizes = [piece.documents.length];
      while (pieces.pending) {
        piece = pieces.next(piece.checkpoint)!;
        sizes.push(piece.documents.length);
      }
      expect(sizes.reduce((a, b) => a + b)).toBe(count);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(100);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(200);
    }
  });

  it('hands a small page out whole', () => {
    const pieces = new PagePieces<null>(200);
    const page = { documents: docs(200), checkpoint: end };
    expect(pieces.first(page)).toBe(page);
    expect(pieces.pending).toBe(false);
  });

  it('hands a page out whole when its documents are not in pull order (the late re-read appends older ones)', () => {
    const pieces = new PagePieces<null>(200);
    const page = { documents: [...docs(300), doc('late', 50)], checkpoint: end };
    expect(pieces.first(page)).toBe(page);
  });

  it('drops the rest when the replica is elsewhere (a live answer moved it, or the pull started again): the next call queries', () => {
    const pieces = new PagePieces<null>(200);
    pieces.first({ documents: docs(500), checkpoint: end });
    expect(pieces.next({ seconds: 1_000, nanoseconds: 0, id: 'x' })).toBeUndefined();
    expect(pieces.pending).toBe(false);
  });

  it('a new page read replaces what was left of the last one', () => {
    const pieces = new PagePieces<null>(200);
    const first = pieces.first({ documents: docs(500), checkpoint: end });
    const other = pieces.first({ documents: docs(50), checkpoint: end });
    expect(other.documents).toHaveLength(50);
    expect(pieces.next(first.checkpoint)).toBeUndefined();
  });
});
