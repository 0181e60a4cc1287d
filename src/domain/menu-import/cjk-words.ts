// A page of Chinese, Japanese or Korean read with English leading (the
// models' order, ocr-languages.ts): English reads some dish names as Latin
// words with little confidence (炸酱面 as 'YESH'), or a price's sign as a
// letter or digit glued to it ('200M' for '200 円'). Such words are read
// again with the page's Chinese, Japanese or Korean model alone, and that
// reading is kept when it is CJK text and surer. Which words, and whether
// the second reading wins: here, pure; the reading itself is the reader's.
import { median } from '../shared/median';
import { CJK_MODELS } from './ocr-languages';
import { centreOf, type TextFragment } from './text-layout';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN = /\p{Script=Latin}/u;

/** The first Chinese, Japanese or Korean model of a reading's models, if any. */
export const cjkModelOf = (models: readonly string[]): string | undefined => models.find((m) => CJK_MODELS.has(m));

export const hasCjk = (text: string): boolean => CJK.test(text);

/** How many Chinese, Japanese or Korean characters these words hold. */
export const cjkCharacters = (words: readonly TextFragment[]): number =>
  words.reduce((count, w) => count + [...w.text].filter((c) => CJK.test(c)).length, 0);

/** A word without CJK text read again under this confidence... */
const UNSURE = 0.8;
/** ... or, when it has Latin letters, under this one (English is sure of a Latin word it made up of a CJK one: 'YESH' 0.49, '200M' 0.66). */
export const UNSURE_LATIN = 0.9;
/** Only on a page of this many CJK words at least: a Latin page with a stray CJK misreading is left alone. */
const MIN_CJK_WORDS = 3;
/** A word this tall against the page's CJK words (median) is of their size: Latin print in a CJK menu is smaller, its capitals 0.7 of a CJK glyph. */
const CJK_SIZE = 0.8;
/** Unsure words of one row closer than this many heights are read again together (a name split into made-up words). */
const JOIN_GAP = 1.5;
/** A box is widened by up to this many heights each side, never onto a neighbour. */
const WIDEN = 1;

export interface ReadAgainBox {
  /** The box to cut from the page: the words' own, widened towards their neighbours (English's box may hold only part of the CJK print). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Indices of the fragments this box covers, left to right. */
  words: number[];
}

const sameRow = (a: TextFragment, b: TextFragment) => Math.abs(centreOf(a) - centreOf(b)) < Math.max(a.height, b.height) / 2;

/**
 * The boxes of a page's words to read again with its CJK model: words
 * without CJK text, unsure, of the size of the page's CJK words or on a row
 * with CJK words; neighbours on a row joined into one box.
 */
export function wordsToReadAgain(fragments: readonly TextFragment[]): ReadAgainBox[] {
  const cjk = fragments.filter((f) => hasCjk(f.text));
  if (cjk.length < MIN_CJK_WORDS) return [];
  const glyph = median(cjk.map((f) => f.height));
  const unsure = fragments
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => !hasCjk(f.text) && f.confidence < (LATIN.test(f.text) ? UNSURE_LATIN : UNSURE))
    .filter(({ f }) => f.height >= glyph * CJK_SIZE || cjk.some((c) => c.page === f.page && sameRow(c, f)));
  const boxes: ReadAgainBox[] = [];
  for (const { f, i } of [...unsure].sort((a, b) => a.f.x - b.f.x)) {
    const joined = boxes.find((b) => {
      const last = fragments[b.words.at(-1)!]!;
      if (last.page !== f.page || !sameRow(last, f) || f.x - (b.x + b.width) > JOIN_GAP * Math.max(f.height, b.height)) return false;
      // Not across a word that reads well.
      return !fragments.some((o, j) => !b.words.includes(j) && j !== i && o.page === f.page && sameRow(o, f) && o.x > last.x && o.x < f.x);
    });
    if (!joined) {
      boxes.push({ x: f.x, y: f.y, width: f.width, height: f.height, words: [i] });
      continue;
    }
    const x1 = Math.max(joined.x + joined.width, f.x + f.width);
    const y1 = Math.max(joined.y + joined.height, f.y + f.height);
    joined.y = Math.min(joined.y, f.y);
    joined.width = x1 - joined.x;
    joined.height = y1 - joined.y;
    joined.words.push(i);
  }
  for (const box of boxes) {
    const row = fragments.filter((o, j) => !box.words.includes(j) && o.page === fragments[box.words[0]!]!.page && sameRow(o, { ...fragments[box.words[0]!]!, y: box.y, height: box.height }));
    const left = Math.max(box.x - box.height * WIDEN, ...row.filter((o) => o.x + o.width <= box.x).map((o) => o.x + o.width));
    const right = Math.min(box.x + box.width + box.height * WIDEN, ...row.filter((o) => o.x >= box.x + box.width).map((o) => o.x));
    box.width = right - left;
    box.x = Math.max(0, left);
  }
  return boxes;
}

/** A word of the second reading under this confidence is noise (a stroke read as '一' at 0.00): left out. */
const NOISE = 0.3;

/**
 * A second reading's words, without its noise, in plain forms: the model
 * that reads words again writes a dollar sign as the small form 'NT﹩45' and
 * digits circled, '⑨⑧0' for 980; NFKC makes them 'NT$45' and '980' (and
 * full-width letters and digits plain), which the parser knows.
 */
export const withoutNoise = (words: readonly TextFragment[]): TextFragment[] =>
  words.filter((w) => w.confidence >= NOISE).map((w) => ({ ...w, text: w.text.normalize('NFKC') }));

/** A second reading this sure at least, on average over its words, can replace the first. */
const SURE = 0.6;

const meanConfidence = (words: readonly TextFragment[]) => words.reduce((s, w) => s + w.confidence, 0) / (words.length || 1);

/** Whether the CJK model's reading of a box replaces the words English read there: CJK text, sure, and surer than them. */
export function keepReadAgain(first: readonly TextFragment[], again: readonly TextFragment[]): boolean {
  if (!again.some((w) => hasCjk(w.text))) return false;
  const sure = meanConfidence(again);
  return sure >= SURE && sure > meanConfidence(first);
}

/** Of a second reading's words, those on no word the first reading kept (a cut that took in a neighbour's edge read it again). */
function onNone(words: readonly TextFragment[], kept: readonly TextFragment[]): TextFragment[] {
  const overlap = (a: TextFragment, b: TextFragment) =>
    Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return words.filter((w) => !kept.some((k) => k.page === w.page && overlap(w, k) > (w.width * w.height) / 2));
}

/** The page's words with each box's words replaced by its second reading where that one is kept. */
export function withReadAgain(fragments: readonly TextFragment[], boxes: readonly ReadAgainBox[], again: readonly (readonly TextFragment[])[]): TextFragment[] {
  const dropped = new Set<number>();
  const added: TextFragment[] = [];
  boxes.forEach((box, b) => {
    const first = box.words.map((i) => fragments[i]!);
    const second = withoutNoise(again[b] ?? []);
    if (!keepReadAgain(first, second)) return;
    for (const i of box.words) dropped.add(i);
    added.push(...second);
  });
  const kept = fragments.filter((_, i) => !dropped.has(i));
  return [...kept, ...onNone(added, kept)];
}
