// The model packages have no types; their declaration must reach the scripts tsconfig too (the bench imports this file).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./tesseract-data.d.ts" />
// Tesseract, with the models of the menu's languages from the
// @tesseract.js-data packages on disk: no network at run time. One worker per
// process, started on first use and kept (starting one costs about a second,
// and OCR runs one page at a time anyway); a reading in other languages
// loads their models into it (reinitialize), models already loaded stay.
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import chiSim from '@tesseract.js-data/chi_sim';
import chiTra from '@tesseract.js-data/chi_tra';
import deu from '@tesseract.js-data/deu';
import eng from '@tesseract.js-data/eng';
import fra from '@tesseract.js-data/fra';
import ita from '@tesseract.js-data/ita';
import jpn from '@tesseract.js-data/jpn';
import kor from '@tesseract.js-data/kor';
import nld from '@tesseract.js-data/nld';
import nor from '@tesseract.js-data/nor';
import pol from '@tesseract.js-data/pol';
import por from '@tesseract.js-data/por';
import spa from '@tesseract.js-data/spa';
import swe from '@tesseract.js-data/swe';
import tur from '@tesseract.js-data/tur';
import vie from '@tesseract.js-data/vie';
import { createWorker, PSM, type Page, type Worker } from 'tesseract.js';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { baselineSlope, type Baseline } from '../../../src/domain/menu-import/text-slope';
import { untilAborted } from './abortable';
import { stopOrientation } from './orientation';

/** Every model OCR_MODELS (src/domain/menu-import/ocr-languages.ts) names; a test checks the two agree. */
export const OCR_PACKAGES = [chiSim, chiTra, deu, eng, fra, ita, jpn, kor, nld, nor, pol, por, spa, swe, tur, vie];

let worker: Promise<Worker> | null = null;
let loaded = 'eng';
let queue: Promise<unknown> = Promise.resolve();
const modelDirs = new Map<string, string>();
let workersStarted = 0;
/** The worker that reads a line again with one model alone (cjk-reread.ts), started on first use and kept. */
let lineWorker: Promise<Worker> | null = null;
let lineModel = '';

/** Pages are read with the packages' integer 'best' models: as accurate as 'best', quicker on a CPU. */
export const PAGE_MODELS = '4.0.0_best_int';
/**
 * A CJK word read again (ocrLine) with the packages' plain `4.0.0` model
 * instead (its LSTM part; the legacy part the file also holds is not
 * loaded): on cuts of the corpus's CJK menus it reads '炸酱面' 0.90-0.96
 * sure where the integer 'best' one read '炸桨面' with 桨 0.01. Whole pages
 * it reads worse ('NT﹩', '⑨⑧0', lines lost), so pages keep the integer ones.
 */
export const LINE_MODELS = '4.0.0';

/**
 * Tesseract reads every model from one folder; each package has its own. A
 * folder of links to the packages' models of one version, made once per
 * process and version.
 */
function langPath(version: string): string {
  const made = modelDirs.get(version);
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'menu-ocr-models-'));
  for (const pkg of OCR_PACKAGES) {
    const file = `${pkg.code}.traineddata.gz`;
    symlinkSync(join(dirname(pkg.langPath), version, file), join(dir, file));
  }
  modelDirs.set(version, dir);
  return dir;
}

/** A new worker for a model of these files, counted (ocrWorkersStarted). */
function startWorker(model: string, version: string): Promise<Worker> {
  workersStarted += 1;
  return createWorker(model, 1, { langPath: langPath(version), gzip: true, cacheMethod: 'none' });
}

function ocrWorker(): Promise<Worker> {
  worker ??= startWorker('eng', PAGE_MODELS).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/** A page's words, and the slope of its lines from their baselines (text-slope.ts, `baselineSlope`). */
export interface PageWords {
  words: TextFragment[];
  slope: number;
}

/**
 * The words Tesseract read on one page image (already straightened), with
 * their boxes, in these models ('tur', 'eng'). When `signal` aborts (the
 * reading's time limit), a page still waiting is not started and a page
 * being read ends the worker: its thread stops computing, and the next page
 * of any reading starts a new one.
 */
export function ocrPage(png: Buffer, page: number, models: readonly string[] = ['eng'], signal?: AbortSignal): Promise<PageWords> {
  // A worker that failed to start has nothing to end.
  const stop = () => stopOcr().catch(() => undefined);
  // One page at a time through the one worker: a second request waits instead of failing.
  const run = queue.then(async () => {
    signal?.throwIfAborted();
    const w = await untilAborted(ocrWorker(), signal, stop);
    const wanted = models.join('+');
    if (wanted !== loaded) {
      await untilAborted(w.reinitialize(wanted, 1), signal, stop);
      loaded = wanted;
    }
    const { data } = await untilAborted(w.recognize(png, {}, { blocks: true, text: false }), signal, stop);
    return { words: wordsOf(data, page), slope: baselineSlope(baselinesOf(data)) };
  });
  queue = run.catch(() => undefined);
  return run;
}

function wordsOf(data: Page, page: number, dx = 0, dy = 0): TextFragment[] {
  const fragments: TextFragment[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          if (!word.text.trim()) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          fragments.push({ text: word.text, page, x: x0 + dx, y: y0 + dy, width: x1 - x0, height: y1 - y0, confidence: word.confidence / 100 });
        }
  return fragments;
}

function baselinesOf(data: Page): Baseline[] {
  const baselines: Baseline[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const { baseline: { x0, y0, x1, y1 }, bbox } of paragraph.lines) if (x1 > x0) baselines.push({ x0, y0, x1, y1, height: bbox.y1 - bbox.y0 });
  return baselines;
}

/**
 * The words of one line of text (a PNG cut from a page) in one model alone,
 * their boxes moved by (dx, dy) back onto the page. Its own worker, so the
 * page's models stay loaded in the other; through the same queue, one
 * reading at a time.
 */
export function ocrLine(png: Buffer, page: number, model: string, dx: number, dy: number, signal?: AbortSignal): Promise<TextFragment[]> {
  const stop = () => stopOcr().catch(() => undefined);
  const run = queue.then(async () => {
    signal?.throwIfAborted();
    if (!lineWorker) {
      lineModel = model;
      lineWorker = startWorker(model, LINE_MODELS)
        .then(async (w) => {
          await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
          return w;
        })
        .catch((error: unknown) => {
          lineWorker = null;
          throw error;
        });
    }
    const w = await untilAborted(lineWorker, signal, stop);
    if (lineModel !== model) {
      await untilAborted(w.reinitialize(model, 1), signal, stop);
      await untilAborted(w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE }), signal, stop);
      lineModel = model;
    }
    const { data } = await untilAborted(w.recognize(png, {}, { blocks: true, text: false }), signal, stop);
    return wordsOf(data, page, dx, dy);
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Workers started in this process: a stopped reading's worker is replaced, never reused. */
export const ocrWorkersStarted = (): number => workersStarted;

/** Ends the workers, this one and the orientation one (a stopped reading; tests and the bench, so the process can exit). */
export async function stopOcr(): Promise<void> {
  const w = worker;
  const line = lineWorker;
  worker = null;
  lineWorker = null;
  loaded = 'eng';
  await stopOrientation();
  if (line) await (await line.catch(() => null))?.terminate();
  if (w) await (await w).terminate();
}
