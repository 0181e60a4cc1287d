// OCR of one prepared page image, the right way up: read as it stands and,
// when that reads poorly, the orientation model asked which way is up, the
// page turned and read again (the better reading kept). Words English made
// of Chinese, Japanese or Korean print are then read again (cjk-reread.ts).
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { sheared } from '../../../src/domain/menu-import/text-slope';
import { umlautsRestored } from '../../../src/domain/menu-import/umlauts';
import { median } from '../../../src/domain/shared/median';
import { turnPng } from './image-prep';
import { untilAborted } from './abortable';
import { readCjkAgain } from './cjk-reread';
import { ocrPage, type PageWords } from './ocr';
import { stopOrientation, uprightTurn } from './orientation';

/** Median word confidence: an upright clean page reads at 0.9-0.95; upside down about 0.66, on its side under 0.6. */
const readingConfidence = (fragments: TextFragment[]): number => median(fragments.map((f) => f.confidence));
const POOR_READING = 0.8;

/** The words of one page image (prepared by image-prep), read upright. */
export async function readImagePage(png: Buffer, page: number, models: readonly string[], signal?: AbortSignal): Promise<TextFragment[]> {
  const { image, words, slope } = await uprightReading(png, page, models, signal);
  // Levelled only once the CJK words are cut from the page: their boxes must stay where the image has them.
  return umlautsRestored(sheared(await readCjkAgain(image, words, models, signal), slope), models);
}

/** The page as read, or turned upright and read again when that reads better: the image the words' boxes are on, the words and their lines' slope. */
async function uprightReading(png: Buffer, page: number, models: readonly string[], signal?: AbortSignal): Promise<PageWords & { image: Buffer }> {
  const first = await ocrPage(png, page, models, signal);
  if (readingConfidence(first.words) >= POOR_READING) return { image: png, ...first };
  // The orientation model has its own worker: a stopped reading ends it too.
  const turn = await untilAborted(uprightTurn(png), signal, () => stopOrientation().catch(() => undefined));
  if (!turn) return { image: png, ...first };
  const turned = await turnPng(png, turn);
  const again = await ocrPage(turned, page, models, signal);
  return readingConfidence(again.words) > readingConfidence(first.words) ? { image: turned, ...again } : { image: png, ...first };
}
