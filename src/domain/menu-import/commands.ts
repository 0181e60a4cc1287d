// The menu import's upload commands, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built by src/domain/menu-import/upload-commands.ts,
// laid over the history by src/domain/menu-import/upload-overlay.ts.
import { IN_NO_LIST, type CommandSpecs, type Landing } from '../shared/command-spec';
import { MENU_IMPORT_FUNCTIONS } from './functions';

/** A menu import file kept in IndexedDB beside its command until the sender uploaded it. */
export interface LocalFileRef {
  blobId: string;
  contentType: string;
  size: number;
  fileName: string;
}

export interface UploadPayloads {
  /**
   * A menu photo or PDF chosen on this device: the sender uploads it to
   * `storagePath` first, then records the upload (recordMenuUploadSecure).
   */
  'upload.record': { uploadId: string; file: LocalFileRef; storagePath: string; languages?: string[] };
  /** Deletes the record and its stored file (refused while queued or processing). */
  'upload.delete': { uploadId: string };
  'upload.deprecate': { uploadId: string; reason: string };
  /** Reads the stored file of a completed or failed upload again, in these languages if given. */
  'upload.readAgain': { uploadId: string; languages?: string[] };
  /** The reviewed draft was published: how many menu items it created. */
  'upload.markPublished': { uploadId: string; menuItemsCreated: number };
}

const stampedRecord = (c: { payload: { uploadId: string } }, at: Landing) => at.stamped(at.replica.uploads?.get(c.payload.uploadId));
const touchesRecord = (c: { payload: { uploadId: string } }) => ({ uploads: [c.payload.uploadId] });

export const UPLOAD_COMMANDS: CommandSpecs<UploadPayloads> = {
  'upload.record': {
    callable: MENU_IMPORT_FUNCTIONS.recordMenuUploadSecure,
    permission: () => 'import',
    describe: (c) => `Upload menu file "${c.payload.file.fileName}"`,
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
  'upload.delete': {
    callable: MENU_IMPORT_FUNCTIONS.deleteMenuUploadSecure,
    permission: () => 'import',
    describe: () => 'Delete an upload',
    touches: touchesRecord,
    // The record leaves the live replica once its tombstone is pulled; without the index nothing is proven.
    absorbed: (c, at) => at.replica.uploads !== undefined && !at.replica.uploads.has(c.payload.uploadId),
    overlay: IN_NO_LIST,
  },
  'upload.deprecate': {
    callable: MENU_IMPORT_FUNCTIONS.deprecateMenuUploadSecure,
    permission: () => 'import',
    describe: () => 'Mark an upload as deprecated',
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
  'upload.readAgain': {
    callable: MENU_IMPORT_FUNCTIONS.readMenuUploadAgainSecure,
    permission: () => 'import',
    describe: () => 'Read an upload again',
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
  'upload.markPublished': {
    callable: MENU_IMPORT_FUNCTIONS.publishMenuUploadSecure,
    permission: () => 'import',
    describe: (c) => `Publish an imported menu (${c.payload.menuItemsCreated} items)`,
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
};
