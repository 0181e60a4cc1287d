// The model package has no types; its declaration must reach the scripts tsconfig too (the bench imports this file).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./tesseract-data.d.ts" />
// Tesseract (issue 14), English model from @tesseract.js-data/eng on disk: no
// network at run time. One worker per process, started on first use and kept:
// starting one costs about a second and OCR runs one page at a time anyway.
import { dirname, join } from 'node:path';
import eng from '@tesseract.js-data/eng';
import { createWorker, type Worker } from 'tesseract.js';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** The package's integer 'best' model: as accurate as 'best', quicker on a CPU. */
function langPath(): string {
  return join(dirname(eng.langPath), '4.0.0_best_int');
}

function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', 1, { langPath: langPath(), gzip: true, cacheMethod: 'none' }).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/** The words Tesseract read on one page image (already straightened), with their boxes. */
export function ocrPage(png: Buffer, page: number): Promise<TextFragment[]> {
  // One page at a time through the one worker: a second request waits instead of failing.
  const run = queue.then(async () => {
    const w = await ocrWorker();
    const { data } = await w.recognize(png, {}, { blocks: true, text: false });
    const fragments: TextFragment[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          for (const word of line.words) {
            if (!word.text.trim()) continue;
            const { x0, y0, x1, y1 } = word.bbox;
            fragments.push({ text: word.text, page, x: x0, y: y0, width: x1 - x0, height: y1 - y0, confidence: word.confidence / 100 });
          }
    return fragments;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker (tests and the bench, so the process can exit). */
export async function stopOcr(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w).terminate();
}
