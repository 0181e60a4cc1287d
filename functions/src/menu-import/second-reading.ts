// The words Tesseract was unsure of on a page, read again by PaddleOCR: its
// runs of text over those words only (already read when the reading looked
// for Chinese on the page), each word as sure as its least sure character. Which of its words replace Tesseract's is the domain's
// (src/domain/menu-import/second-reading.ts).
import { isUnsure, withSecondReading } from '../../../src/domain/menu-import/second-reading';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { paddleAlphabet, paddleRuns } from './paddle-ocr';
import { runOver, wordsOfRun, type RunBox, type RunReading } from './text-runs';

/** The page's words (Tesseract's, on this image), those it was unsure of read again where PaddleOCR reads them better; `runs`, PaddleOCR's runs of this image if it read them already. */
export async function readUnsureAgain(png: Buffer, words: TextFragment[], page: number, signal?: AbortSignal, runs?: readonly RunReading[]): Promise<TextFragment[]> {
  const unsure = words.filter(isUnsure);
  if (!unsure.length) return words;
  const wanted = (box: RunBox) => unsure.some((w) => runOver(box, w));
  const read = runs ? runs.filter(wanted) : await paddleRuns(png, signal, wanted);
  return withSecondReading(words, read.flatMap((r) => wordsOfRun(r, page, 'least')), await paddleAlphabet());
}
