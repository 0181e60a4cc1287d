// OCR of one prepared page image, the right way up: read as it stands and,
// when that reads poorly, the orientation model asked which way is up, the
// page turned and read again (the better reading kept). A reading in
// Simplified Chinese is PaddleOCR's (paddle-ocr.ts) where it finds Chinese
// on the page, Tesseract's otherwise. In Tesseract's, the words it was unsure
// of are read by PaddleOCR too (second-reading.ts), and words English made of
// Chinese, Japanese or Korean print read again with that model, on the runs
// PaddleOCR found where it found them (cjk-reread.ts).
import { madeUpOfCjk } from '../../../src/domain/menu-import/cjk-runs';
import { cjkCharacters, cjkModelOf } from '../../../src/domain/menu-import/cjk-words';
import { isUnsure } from '../../../src/domain/menu-import/second-reading';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { doubledAccentsRead } from '../../../src/domain/menu-import/doubled-accents';
import { sheared } from '../../../src/domain/menu-import/text-slope';
import { umlautsRestored } from '../../../src/domain/menu-import/umlauts';
import { median } from '../../../src/domain/shared/median';
import { turnPng } from './image-prep';
import { untilAborted } from './abortable';
import { readCjkAgain } from './cjk-reread';
import { readUnsureAgain } from './second-reading';
import { ocrPage, type PageWords } from './ocr';
import { paddleRuns, PADDLE_MODEL } from './paddle-ocr';
import { runOver, wordsOfRun, type RunReading } from './text-runs';
import { stopOrientation, uprightTurn } from './orientation';

/** Median word confidence: an upright clean page reads at 0.9-0.95; upside down about 0.66, on its side under 0.6. */
const readingConfidence = (fragments: TextFragment[]): number => median(fragments.map((f) => f.confidence));
const POOR_READING = 0.8;

/** The words of one page image (prepared by image-prep), read upright. */
export async function readImagePage(png: Buffer, page: number, models: readonly string[], signal?: AbortSignal): Promise<TextFragment[]> {
  const { image, words, slope, byPaddle, paddle } = await uprightReading(png, page, models, signal);
  if (byPaddle) return words;
  // Levelled only once the CJK words are cut from the page and the unsure read again: their boxes must stay where the image has them.
  // A page read with a CJK model: PaddleOCR reads, once for both readings again, the runs over the words either may take
  // (the second reading's unsure ones, and those English made up of CJK print, whose runs of Chinese print are cut again).
  const doubted = cjkModelOf(models) && !paddle ? words.filter((w) => isUnsure(w) || madeUpOfCjk(w)) : [];
  const runs = paddle ?? (doubted.length ? await paddleRuns(image, signal, (box) => doubted.some((w) => runOver(box, w))) : undefined);
  const checked = await readCjkAgain(image, await readUnsureAgain(image, words, page, signal, runs), models, runs ?? [], signal);
  return umlautsRestored(doubledAccentsRead(sheared(checked, slope)), models);
}

/** A page's words, whether PaddleOCR's, and PaddleOCR's runs of it when it read them (the second reading takes its from them). */
type Reading = PageWords & { byPaddle: boolean; paddle?: RunReading[] };

/**
 * A page in a reading with the Simplified Chinese model: PaddleOCR's words
 * when it read this many Chinese characters at least (a Chinese menu, with or
 * without English under its dishes), Tesseract's otherwise. A Latin page (a
 * store's default languages are English and Chinese) keeps Tesseract, whose
 * models know its accents; a Chinese title above it is no Chinese menu.
 */
const CHINESE_PAGE = 8;

async function pageWords(png: Buffer, page: number, models: readonly string[], signal?: AbortSignal): Promise<Reading> {
  if (models.includes(PADDLE_MODEL)) {
    const paddle = await paddleRuns(png, signal);
    const words = paddle.flatMap((r) => wordsOfRun(r, page));
    if (cjkCharacters(words) >= CHINESE_PAGE) return { words, slope: 0, byPaddle: true };
    return { ...(await ocrPage(png, page, models, signal)), byPaddle: false, paddle };
  }
  return { ...(await ocrPage(png, page, models, signal)), byPaddle: false };
}

/** The page as read, or turned upright and read again when that reads better: the image the words' boxes are on, the words and their lines' slope. */
async function uprightReading(png: Buffer, page: number, models: readonly string[], signal?: AbortSignal): Promise<Reading & { image: Buffer }> {
  const first = await pageWords(png, page, models, signal);
  if (readingConfidence(first.words) >= POOR_READING) return { image: png, ...first };
  // The orientation model has its own worker: a stopped reading ends it too.
  const turn = await untilAborted(uprightTurn(png), signal, () => stopOrientation().catch(() => undefined));
  if (!turn) return { image: png, ...first };
  const turned = await turnPng(png, turn);
  const again = await pageWords(turned, page, models, signal);
  return readingConfidence(again.words) > readingConfidence(first.words) ? { image: turned, ...again } : { image: png, ...first };
}
