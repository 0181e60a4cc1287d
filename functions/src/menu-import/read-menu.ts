// One read of a menu file: the chosen reader under a time limit,
// then the parser; the draft, or the catalogue message saying why there is none.
import { logger } from 'firebase-functions/v2';
import type { UploadFileType } from '../../../src/domain/shared/entities';
import type { MenuDraft } from '../../../src/domain/shared/menu-draft';
import { draftSize, isDraftTooLarge, MAX_DRAFT_CHARACTERS, MAX_DRAFT_ITEMS } from '../../../src/domain/menu-import/draft-limits';
import { parseMenu } from '../../../src/domain/menu-import/parse-menu';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { withTimeout } from '../../../src/domain/shared/timeout';
import { imageSize, MAX_IMAGE_PIXELS } from './image-size';
import { UnreadableFileError, type MenuReader } from './reader';

const M = MESSAGES.menuReading;

/** An image whose header declares more pixels than any reader may decode; no reader (local or cloud) is given it. */
function isPixelBomb(fileType: UploadFileType, bytes: Uint8Array): boolean {
  const declared = fileType === 'image' ? imageSize(bytes) : undefined;
  return declared !== undefined && declared.width * declared.height > MAX_IMAGE_PIXELS;
}

/** The draft, or the message saying why there is none. */
export async function readMenu(
  reader: MenuReader, fileType: UploadFileType, bytes: Uint8Array, limitMs: number, languages: readonly string[] = [],
): Promise<MenuDraft | string> {
  if (isPixelBomb(fileType, bytes)) return M.imageTooLarge(MAX_IMAGE_PIXELS / 1_000_000);
  const started = performance.now();
  // At the limit the reader is told to stop its work (the OCR worker ended,
  // the drawing cancelled), and the record stops waiting for it either way.
  const stop = new AbortController();
  try {
    const reading = reader.read(bytes, fileType, languages, stop.signal);
    const timed = await withTimeout(reading, limitMs);
    if (timed.timedOut) {
      stop.abort(new Error(`reading stopped at its time limit of ${limitMs} ms`));
      // What the stopped reader rejects with afterwards is expected, not a failure to log.
      reading.catch(() => undefined);
      return M.timedOut(Math.ceil(limitMs / 1000));
    }
    const { value } = timed;
    const sections = value.sections ?? parseMenu(value.fragments ?? []);
    if (!sections.some((s) => s.items.length > 0)) return M.noItems;
    if (isDraftTooLarge(draftSize(sections))) return M.draftTooLarge(MAX_DRAFT_ITEMS, MAX_DRAFT_CHARACTERS.toLocaleString('en-US'));
    return { sections, reader: value.reader, pages: value.pages, readMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (error instanceof UnreadableFileError) return M.unreadable;
    logger.error('menu reading failed', error);
    return M.failed;
  }
}
