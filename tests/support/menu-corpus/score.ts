// Scoring a reading against the menu it was made from: an item is exact when
// its name matches after folding case, accents and punctuation, and its price
// is exactly the known one. Rows that match no known name are 'invented'.
import type { DraftSection } from '../../../src/domain/shared/menu-draft';
import type { CorpusItem } from './menus';

const LETTERS: Record<string, string> = { ı: 'i', œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', ß: 'ss', đ: 'd' };

/** 'Œufs mayonnaise!' and 'oeufs  Mayonnaise' fold alike. */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ıœæøłßđ]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface CorpusScore {
  exact: number;
  total: number;
  invented: number;
  missing: string[];
}

export function scoreSections(sections: readonly DraftSection[], known: readonly CorpusItem[]): CorpusScore {
  const read = sections.flatMap((s) => s.items);
  const names = new Set(known.map((k) => foldName(k.name)));
  const missing = known.filter((k) => !read.some((r) => foldName(r.name) === foldName(k.name) && r.price === k.price));
  return {
    exact: known.length - missing.length,
    total: known.length,
    invented: read.filter((r) => !names.has(foldName(r.name))).length,
    missing: missing.map((k) => `${k.name} ${k.price ?? 'MP'}`),
  };
}
