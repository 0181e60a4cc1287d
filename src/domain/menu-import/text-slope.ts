// How much a photographed page's lines still slope after straightening: a
// page seen at a slant (perspective) has no single angle that levels it, so
// a price at a column's right can sit half a line above its name and be
// taken for the row before. The slope is measured from the words themselves
// (runs of words along a line) and taken out of the boxes
// before rows are found.
import { median } from '../shared/median';
import { centreOf, type TextFragment } from './text-layout';

/** Fewer runs of words than this say nothing reliable about a slope. */
const MIN_RUNS = 3;
/** Below this (about 0.6°), rows are found as they stand. */
const MIN_SLOPE = 0.01;

/** Letters reaching below the line. */
const DESCENDS = /[gjpqyąęçşţ,;]/u;

/**
 * How high a word's tallest letter reaches: a capital with an accent above
 * ('Ż') over a capital, ascender or digit, over a small letter with an
 * accent ('ż', 'é'), over small letters alone.
 */
function topOf(text: string): number {
  const letters = text.normalize('NFD');
  if (/\p{Lu}\p{Mn}/u.test(letters)) return 3;
  if (/[\p{Lu}\p{N}bdfhkltłß]/u.test(letters)) return 2;
  if (/\p{Mn}|[ij]/u.test(letters)) return 1;
  return 0;
}

/**
 * How far the line drops from one word to another: along their bottoms when
 * both or neither reach below the line, else along their tops when both
 * reach as high ('Barszcz' to 'czerwony' compares neither: centres would
 * show a drop the line does not have). null when neither edge compares.
 */
function lineDrop(a: TextFragment, b: TextFragment): number | null {
  if (DESCENDS.test(a.text) === DESCENDS.test(b.text)) return b.y + b.height - (a.y + a.height);
  if (topOf(a.text) === topOf(b.text)) return b.y - a.y;
  return null;
}

/** The word right after `f` on its line, or null. */
function nextOnLine(f: TextFragment, fragments: TextFragment[]): TextFragment | null {
  let next: TextFragment | null = null;
  for (const o of fragments) {
    const gap = o.x - (f.x + f.width);
    if (o === f || gap < 0 || gap > f.height * 2 || Math.abs(centreOf(o) - centreOf(f)) > f.height / 2) continue;
    // A word with a descender or capitals is taller and sits lower: its centre is no guide to the line's slope.
    if (Math.abs(o.height - f.height) > f.height * 0.2) continue;
    if (!next || o.x < next.x) next = o;
  }
  return next;
}

/**
 * The median dy/dx of runs of words along a line (y grows downwards). Runs
 * spanning five letter heights or more: a short pair's slope
 * is mostly its letters' ascenders and descenders.
 */
export function textSlope(fragments: TextFragment[]): number {
  const next = new Map<TextFragment, TextFragment>();
  for (const f of fragments) {
    const n = nextOnLine(f, fragments);
    if (n) next.set(f, n);
  }
  const followers = new Set(next.values());
  const slopes: number[] = [];
  for (const first of fragments) {
    if (followers.has(first) || !next.has(first)) continue;
    let last = first;
    let words = 1;
    const seen = new Set([first]);
    for (let n = next.get(first); n && !seen.has(n); n = next.get(n)) {
      seen.add(n);
      last = n;
      words += 1;
    }
    const dx = last.x + last.width / 2 - (first.x + first.width / 2);
    const dy = lineDrop(first, last);
    if (words >= 2 && dx >= first.height * 5 && dy !== null) slopes.push(dy / dx);
  }
  if (slopes.length < MIN_RUNS) return 0;
  slopes.sort((a, b) => a - b);
  const slope = slopes[Math.floor(slopes.length / 2)]!;
  if (Math.abs(slope) < MIN_SLOPE) return 0;
  // A level page's runs scatter either side of level; a sloping page's nearly all lean one way.
  const leaning = slopes.filter((s) => Math.sign(s) === Math.sign(slope) && Math.abs(s) >= MIN_SLOPE / 2).length;
  return leaning >= slopes.length * 0.75 ? slope : 0;
}

/** The fragments with a slope (dy/dx, y growing downwards) taken out of their vertical position. */
export function sheared(fragments: TextFragment[], slope: number): TextFragment[] {
  if (Math.abs(slope) < MIN_SLOPE) return fragments;
  return fragments.map((f) => ({ ...f, y: f.y - slope * (f.x + f.width / 2) }));
}

/** The fragments with the page's slope, measured from them, taken out of their vertical position. */
export const levelled = (fragments: TextFragment[]): TextFragment[] => sheared(fragments, textSlope(fragments));

/** A line's baseline as the OCR fitted it to its letters, and the line's height. */
export interface Baseline {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  height: number;
}

/**
 * The slope of a page's lines from the baselines the OCR fitted along them:
 * the median of lines three heights long or more. A baseline follows the
 * letters, not their boxes, so it knows no ascenders or descenders, and it
 * runs from a name to its price where the parser's rows cannot (a sparse
 * page seen at a slant: names at the left, prices far right, a line higher).
 */
export function baselineSlope(baselines: readonly Baseline[]): number {
  const slopes = baselines.filter((b) => b.x1 - b.x0 >= b.height * 3).map((b) => (b.y1 - b.y0) / (b.x1 - b.x0));
  return slopes.length < MIN_RUNS ? 0 : median(slopes);
}
