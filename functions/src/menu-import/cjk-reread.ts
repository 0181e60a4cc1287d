// A page read with a Chinese, Japanese or Korean model after English: the
// unsure words English made of CJK print (src/domain/menu-import/cjk-words.ts)
// cut from the page and read again with the CJK model alone, one line each;
// that reading replaces English's where it is CJK text and surer. Where
// PaddleOCR found a run of Chinese print with such a word on it, the cut is
// the run's (src/domain/menu-import/cjk-runs.ts): English's box may hold only
// part of the name, the run holds all of it.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { asRunWord, runsToReadAgain, type ReadRun } from '../../../src/domain/menu-import/cjk-runs';
import { cjkModelOf, withoutNoise, withReadAgain, wordsToReadAgain } from '../../../src/domain/menu-import/cjk-words';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { ocrLine } from './ocr';

/** Paper around a cut word, in its heights: Tesseract reads a line poorly when its ink touches the edge. */
const MARGIN = 0.5;
/** Pixels of the page around the word's box: its box is tight, a stroke's edge may fall outside. */
const BLEED = 3;

/** The page's words, with those English made of CJK print read again with the CJK model where it reads them better; `runs`, PaddleOCR's runs of the page. */
export async function readCjkAgain(png: Buffer, fragments: TextFragment[], models: readonly string[], runs: readonly ReadRun[], signal?: AbortSignal): Promise<TextFragment[]> {
  const model = cjkModelOf(models);
  if (!model || !fragments.length) return fragments;
  const ofRuns = runsToReadAgain(fragments, runs, fragments[0]!.page);
  const boxes = [...ofRuns, ...wordsToReadAgain(fragments).filter((b) => !b.words.some((i) => ofRuns.some((r) => r.words.includes(i))))];
  if (!boxes.length) return fragments;
  const image = await loadImage(png);
  const again: TextFragment[][] = [];
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x - BLEED));
    const y0 = Math.max(0, Math.floor(box.y - BLEED));
    const x1 = Math.min(image.width, Math.ceil(box.x + box.width + BLEED));
    const y1 = Math.min(image.height, Math.ceil(box.y + box.height + BLEED));
    const margin = Math.round(box.height * MARGIN);
    const canvas = createCanvas(x1 - x0 + 2 * margin, y1 - y0 + 2 * margin);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, x0, y0, x1 - x0, y1 - y0, margin, margin, x1 - x0, y1 - y0);
    const page = fragments[box.words[0]!]!.page;
    again.push(await ocrLine(canvas.toBuffer('image/png'), page, model, x0 - margin, y0 - margin, signal));
  }
  ofRuns.forEach((box, b) => (again[b] = asRunWord(withoutNoise(again[b]!), box)));
  return withReadAgain(fragments, boxes, again);
}
