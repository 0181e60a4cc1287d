// Where on a page of Chinese, Japanese or Korean to read again: the runs of
// text PaddleOCR's detection found, where its recognition read a Chinese
// character surely but English made up a Latin word there ('I.' 0.28 over
// half of 緑茶, 'RF', 'TEN'). A run holds the whole name, where
// Tesseract's own box may hold a part of it; read with the CJK model alone
// (cjk-reread.ts), the run reads as printed. PaddleOCR's own text is not
// taken: it reads Japanese kanji in their simplified forms (焼 as 烧) and
// has no kana. Which runs, and which words each covers: here, pure.
import { hasCjk, UNSURE_LATIN, type ReadAgainBox } from './cjk-words';
import type { TextFragment } from './text-layout';

/** A run of text as the second reader read it: its box on the page, and its characters with their confidence. */
export interface ReadRun {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  chars: readonly { text: string; confidence: number }[];
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
/** A word of specks alone ('.', '・', '-'): a stroke of the paper read at a run's end. */
const SPECKS = /^[\p{P}]+$/u;
/** A run's box is widened by this many of its heights each side, never onto a neighbour: the detection's box may clip a stroke. */
const WIDEN = 0.5;
/** A run is Chinese print when it read one Chinese character this sure at least. */
const SURE_HAN = 0.9;

/** The word lies on the run: its middle inside the run's height, most of it along the run. */
function onRun(word: TextFragment, run: ReadRun): boolean {
  const middle = word.y + word.height / 2;
  const along = Math.min(word.x + word.width, run.x1) - Math.max(word.x, run.x0);
  return middle >= run.y0 && middle <= run.y1 && along > word.width / 2;
}

/**
 * The first reading's word was made up by English of CJK print: Latin
 * letters, unsure. Not a CJK word it was unsure of: read on a cut, the CJK
 * model is surer of its own misreadings (焼き鳥盛り合わせ, right at 0.75,
 * became '焼き火り合わせ' at 0.94).
 */
export const madeUpOfCjk = (word: TextFragment): boolean => LATIN.test(word.text) && !hasCjk(word.text) && word.confidence < UNSURE_LATIN;

/**
 * The runs of Chinese print to read again, each with the page's words on it:
 * a run the second reader read a Chinese character in surely, where English
 * made up a word and read no digit; its box widened by half its height each
 * side, never onto a neighbour on its row.
 */
export function runsToReadAgain(fragments: readonly TextFragment[], runs: readonly ReadRun[], page: number): ReadAgainBox[] {
  const boxes: ReadAgainBox[] = [];
  for (const run of runs) {
    if (!run.chars.some((c) => HAN.test(c.text) && c.confidence >= SURE_HAN)) continue;
    const words = fragments.flatMap((w, i) => (w.page === page && onRun(w, run) ? [i] : []));
    // A run with a price in it ('김치찌개 9,000 원' read as one run) is no name alone: read as one word, it would lose the price.
    if (!words.some((i) => madeUpOfCjk(fragments[i]!)) || words.some((i) => /\d/.test(fragments[i]!.text))) continue;
    const height = run.y1 - run.y0;
    const row = fragments.filter((w, i) => w.page === page && !words.includes(i) && w.y + w.height / 2 >= run.y0 && w.y + w.height / 2 <= run.y1);
    const x0 = Math.max(0, run.x0 - height * WIDEN, ...row.filter((w) => w.x + w.width <= run.x0).map((w) => w.x + w.width));
    const x1 = Math.min(run.x1 + height * WIDEN, ...row.filter((w) => w.x >= run.x1).map((w) => w.x));
    boxes.push({ x: x0, y: run.y0, width: x1 - x0, height, words });
  }
  return boxes;
}

/**
 * A run's reading as one word in the run's box: the CJK model's boxes of
 * the characters it read on a cut are no measure of them (a glyph 38 px
 * high read 175 wide), and the parser tells headings from dishes by them.
 * Specks at its ends are left out.
 */
export function asRunWord(words: readonly TextFragment[], box: ReadAgainBox): TextFragment[] {
  const read = [...words];
  while (read.length && SPECKS.test(read[0]!.text)) read.shift();
  while (read.length && SPECKS.test(read.at(-1)!.text)) read.pop();
  if (!read.length) return [];
  // A space only between Latin letters or digits: 'ラ' and 'ー' (a sign common to scripts) are one word.
  const text = read.reduce((all, w) => (/[\p{Script=Latin}\d]$/u.test(all) && /^[\p{Script=Latin}\d]/u.test(w.text) ? `${all} ${w.text}` : all + w.text), '');
  const confidence = read.reduce((sum, w) => sum + w.confidence, 0) / read.length;
  return [{ ...read[0]!, text, x: box.x, y: box.y, width: box.width, height: box.height, confidence }];
}
