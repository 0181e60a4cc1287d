// One interface for every way of reading a menu file: a local
// reader gives positioned text for the shared parser; a cloud reader may give
// the sections directly. Adding a reader is one file plus a line in registry.ts.
import type { DraftSection } from '../../../src/domain/shared/menu-draft';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import type { UploadFileType } from '../../../src/domain/shared/entities';

export interface MenuReading {
  /** Which reader read it, as the draft records it ('ocr', 'pdf-text', 'pdf-text+ocr', 'cloud:gemini-...'). */
  reader: string;
  pages: number;
  /** Positioned text for parseMenu, or... */
  fragments?: TextFragment[];
  /** ...the sections already made (a model that understands the layout itself). */
  sections?: DraftSection[];
}

export interface MenuReader {
  /**
   * `languages`: the menu's languages (BCP 47 codes, most likely first); English is always read.
   * `signal` aborts at the reading's time limit: the reader stops its work (OCR, drawing, a request), not only its answer.
   */
  read(bytes: Uint8Array, fileType: UploadFileType, languages?: readonly string[], signal?: AbortSignal): Promise<MenuReading>;
}

/** A file the reader cannot open (corrupt, not what its type says): the upload fails with a clear message. */
export class UnreadableFileError extends Error {}
