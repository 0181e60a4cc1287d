// One read of a menu file: the chosen reader under a time limit,
// then the parser; the draft, or the catalogue message saying why there is none.
import { logger } from 'firebase-functions/v2';
import type { UploadFileType } from '../../../src/domain/shared/entities';
import type { MenuDraft } from '../../../src/domain/shared/menu-draft';
import { parseMenu } from '../../../src/domain/menu-import/parse-menu';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { withTimeout } from '../../../src/domain/shared/timeout';
import { UnreadableFileError, type MenuReader } from './reader';

const M = MESSAGES.menuReading;

/** The draft, or the message saying why there is none. */
export async function readMenu(
  reader: MenuReader, fileType: UploadFileType, bytes: Uint8Array, limitMs: number, languages: readonly string[] = [],
): Promise<MenuDraft | string> {
  const started = performance.now();
  try {
    // The read is not cancelled (OCR runs on in its worker); the record stops waiting for it.
    const timed = await withTimeout(reader.read(bytes, fileType, languages), limitMs);
    if (timed.timedOut) return M.timedOut(Math.ceil(limitMs / 1000));
    const reading = timed.value;
    const sections = reading.sections ?? parseMenu(reading.fragments ?? []);
    if (!sections.some((s) => s.items.length > 0)) return M.noItems;
    return { sections, reader: reading.reader, pages: reading.pages, readMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (error instanceof UnreadableFileError) return M.unreadable;
    logger.error('menu reading failed', error);
    return M.failed;
  }
}

