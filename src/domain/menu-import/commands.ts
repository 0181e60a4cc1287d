// The menu import's upload commands, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built by src/domain/menu-import/upload-commands.ts,
// laid over the history by src/domain/menu-import/upload-overlay.ts.
import * as v from 'valibot';
import { IN_NO_LIST, type CommandSpecs, type Landing } from '../shared/command-spec';
import { MESSAGES } from '../shared/messages';
import { clientId, required, type PayloadOf } from '../shared/payload-schema';
import { MENU_IMPORT_FUNCTIONS } from './functions';

const M = MESSAGES.upload;

/**
 * The menu's languages as sent: a list of codes, or none (null too), when the
 * store's are read. Which codes, and how many, is menuLanguagesError's to judge.
 */
const menuLanguages = v.nullish(v.array(v.string(M.languagesInvalid), M.languagesInvalid));

/** A menu import file kept in IndexedDB beside its command until the sender uploaded it. */
const localFileRef = v.object(
  { blobId: v.string(M.failed), contentType: v.string(M.failed), size: v.number(M.failed), fileName: v.string(M.failed) },
  M.failed,
);

export type LocalFileRef = PayloadOf<typeof localFileRef>;

/**
 * Each command's payload. The Functions parse the callable's data but
 * storeId and commandId with it, except upload.record's: a file command,
 * delivered as UPLOAD_RECORD_CALL once its file is stored.
 */
export const UPLOAD_PAYLOADS = {
  /**
   * A menu photo or PDF chosen on this device: the sender uploads it to
   * `storagePath` first, then records the upload (recordMenuUploadSecure).
   */
  'upload.record': v.object(
    { uploadId: clientId(M.failed), file: localFileRef, storagePath: v.string(M.failed), languages: menuLanguages },
    M.failed,
  ),
  /** Deletes the record and its stored file (refused while queued or processing). */
  'upload.delete': v.object({ uploadId: clientId(M.deleteFailed(M.notFound)) }, M.deleteFailed(M.notFound)),
  // A reason that is no text is none: the record gets the default reason.
  'upload.deprecate': v.object({ uploadId: clientId(M.cannotDeprecate), reason: v.fallback(v.string(), '') }, M.cannotDeprecate),
  /** Reads the stored file of a completed or failed upload again, in these languages if given. */
  'upload.readAgain': v.object({ uploadId: clientId(M.notFound), languages: menuLanguages }, M.notFound),
  /** The reviewed draft was published: how many menu items it created (a count isItemCount allows). */
  'upload.markPublished': v.object(
    { uploadId: clientId(M.notReady), menuItemsCreated: required(v.number(M.invalidCount)) },
    M.notReady,
  ),
};

export type UploadPayloads = { [T in keyof typeof UPLOAD_PAYLOADS]: PayloadOf<(typeof UPLOAD_PAYLOADS)[T]> };

/**
 * What recordMenuUploadSecure receives: an upload.record as the sender sends
 * it once the file is stored (uploadCallDataOf). The file's type and size are
 * read from Storage, never from here. The rules that need more than a shape
 * are the Function's, in this order: the path in this store's import folder
 * (it needs the store), then a file name neither blank nor too long, then,
 * once the file is found, the languages (menuLanguagesError).
 */
export const UPLOAD_RECORD_CALL = v.object(
  {
    uploadId: clientId(M.failed),
    storagePath: required(v.string(M.invalidPath)),
    // A name that is no text is none: refused as a blank one, after the path.
    fileName: v.fallback(v.string(), ''),
    // Kept only when it names the stored object; anything else is left out, never refused.
    uploadUrl: v.fallback(v.string(), ''),
    languages: menuLanguages,
  },
  M.failed,
);

export type UploadRecordCall = PayloadOf<typeof UPLOAD_RECORD_CALL>;

const stampedRecord = (c: { payload: { uploadId: string } }, at: Landing) => at.stamped(at.replica.uploads?.get(c.payload.uploadId));
const touchesRecord = (c: { payload: { uploadId: string } }) => ({ uploads: [c.payload.uploadId] });

export const UPLOAD_COMMANDS: CommandSpecs<UploadPayloads> = {
  'upload.record': {
    payload: UPLOAD_PAYLOADS['upload.record'],
    callable: MENU_IMPORT_FUNCTIONS.recordMenuUploadSecure,
    permission: () => 'import',
    describe: (c) => `Upload menu file "${c.payload.file.fileName}"`,
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
  'upload.delete': {
    payload: UPLOAD_PAYLOADS['upload.delete'],
    callable: MENU_IMPORT_FUNCTIONS.deleteMenuUploadSecure,
    permission: () => 'import',
    describe: () => 'Delete an upload',
    touches: touchesRecord,
    // The record leaves the live replica once its tombstone is pulled; without the index nothing is proven.
    absorbed: (c, at) => at.replica.uploads !== undefined && !at.replica.uploads.has(c.payload.uploadId),
    overlay: IN_NO_LIST,
  },
  'upload.deprecate': {
    payload: UPLOAD_PAYLOADS['upload.deprecate'],
    callable: MENU_IMPORT_FUNCTIONS.deprecateMenuUploadSecure,
    permission: () => 'import',
    describe: () => 'Mark an upload as deprecated',
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
  'upload.readAgain': {
    payload: UPLOAD_PAYLOADS['upload.readAgain'],
    callable: MENU_IMPORT_FUNCTIONS.readMenuUploadAgainSecure,
    permission: () => 'import',
    describe: () => 'Read an upload again',
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
  'upload.markPublished': {
    payload: UPLOAD_PAYLOADS['upload.markPublished'],
    callable: MENU_IMPORT_FUNCTIONS.publishMenuUploadSecure,
    permission: () => 'import',
    describe: (c) => `Publish an imported menu (${c.payload.menuItemsCreated} items)`,
    touches: touchesRecord,
    absorbed: stampedRecord,
    overlay: IN_NO_LIST,
  },
};
