// The two ends of a PaddleOCR reading (paddle-ocr.ts), in plain arithmetic:
// the runs of text on the detection model's map (as PaddleOCR's DB
// post-processing finds them: pixels likely text, joined, each run's box
// grown back by the margin the model was trained to leave), and the words of
// a run once read, with their boxes from where the recognition model read
// each character.
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { median } from '../../../src/domain/shared/median';

/** A pixel this likely text is text (PaddleOCR's `det_db_thresh`). */
const TEXT = 0.3;
/** A run this likely text on average is kept (`det_db_box_thresh`). */
const RUN = 0.6;
/** A run's box grows by its area times this over its perimeter (`det_db_unclip_ratio`). */
const UNCLIP = 1.5;
/** Runs thinner than this many map pixels are specks (`min_size`). */
const MIN_SIDE = 3;

export interface RunBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The runs of text on a map of `width` x `height` probabilities, as boxes on
 * the page (the map's pixels times `sx`, `sy`), top to bottom.
 */
export function textRuns(map: Float32Array, width: number, height: number, sx: number, sy: number): RunBox[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const runs: (RunBox & { top: number })[] = [];
  for (let start = 0; start < map.length; start++) {
    if (seen[start] || map[start]! <= TEXT) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let x0 = width, y0 = height, x1 = 0, y1 = 0, count = 0, sum = 0;
    while (top) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      count += 1;
      sum += map[i]!;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j < 0 || seen[j] || map[j]! <= TEXT) continue;
        seen[j] = 1;
        stack[top++] = j;
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (Math.min(w, h) < MIN_SIDE || sum / count < RUN) continue;
    const grow = (w * h * UNCLIP) / (2 * (w + h));
    runs.push({ x0: (x0 - grow) * sx, y0: (y0 - grow) * sy, x1: (x1 + 1 + grow) * sx, y1: (y1 + 1 + grow) * sy, top: y0 });
  }
  return runs.sort((a, b) => a.top - b.top || a.x0 - b.x0).map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 }));
}

/** A run of text over a word: the word's middle inside the run's height, and some of it along the run. */
export function runOver(box: RunBox, word: TextFragment): boolean {
  const middle = word.y + word.height / 2;
  return middle >= box.y0 && middle <= box.y1 && word.x < box.x1 && word.x + word.width > box.x0;
}

/** A run as the recognition model read it: each character with the x on the page where it was read. */
export interface RunReading extends RunBox {
  chars: { text: string; x: number; confidence: number }[];
}

/** A word's confidence: its characters' mean, or its least sure character's (a word misread in one glyph is no surer than that glyph). */
export type Sureness = 'mean' | 'least';

/**
 * The words of a run (split at the spaces read in it), each with its box:
 * from half a character before its first character to half one after its
 * last, the run's own ends for its first and last word.
 */
export function wordsOfRun(run: RunReading, page: number, sureness: Sureness = 'mean'): (TextFragment & { charConfidences: number[] })[] {
  const words: RunReading['chars'][] = [[]];
  for (const c of run.chars) {
    if (c.text.trim()) words.at(-1)!.push(c);
    else if (words.at(-1)!.length) words.push([]);
  }
  const read = words.filter((w) => w.length);
  const steps = read.flatMap((w) => w.slice(1).map((c, i) => c.x - w[i]!.x));
  const pitch = steps.length ? median(steps) : run.y1 - run.y0;
  return read.map((chars, i) => {
    const x0 = i === 0 ? run.x0 : Math.max(run.x0, chars[0]!.x - pitch / 2);
    const x1 = i === read.length - 1 ? run.x1 : Math.min(run.x1, chars.at(-1)!.x + pitch / 2);
    return {
      // Fullwidth signs and digits ('￥42') as the parser knows them ('¥42').
      text: chars.map((c) => c.text).join('').normalize('NFKC'),
      page,
      x: Math.round(x0),
      y: Math.round(run.y0),
      width: Math.round(x1 - x0),
      height: Math.round(run.y1 - run.y0),
      confidence: sureness === 'least' ? Math.min(...chars.map((c) => c.confidence)) : chars.reduce((sum, c) => sum + c.confidence, 0) / chars.length,
      charConfidences: chars.map((c) => c.confidence),
    };
  });
}
