// Builds the menu-import upload commands, checked by the same rules
// the server applies (src/domain/menu-import/upload-status.ts, validation/upload.ts)
// against the history the user sees: a command the server would certainly
// refuse is never queued.
import type { NewIds } from '../shared/ids';
import type { Command, LocalFileRef } from '../sync/commands';
import type { UploadRecordCall } from './commands';
import type { UploadRecord } from '../shared/entities';
import { MAX_MENU_ITEMS_PER_STORE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { canTransitionUpload, deleteUploadError, readAgainError } from './upload-status';
import { menuLanguagesError, menuLanguagesOf } from './menu-languages';
import { importFilePath, validateUploadFile } from './upload-validation';
import type { ValidationResult } from '../shared/validation-result';

const M = MESSAGES.upload;
type Refused = { ok: false; errors: Record<string, string> };
const refused = (message: string): Refused => ({ ok: false, errors: { form: message } });
/** A file name is kept for the history; longer ones are refused by the server. */
export const UPLOAD_FILE_NAME_MAX = 200;

export function recordUploadCommand(
  file: LocalFileRef & { fromCamera?: boolean },
  ids: NewIds & { uploadId: string; timestamp: number },
  languages?: readonly string[],
): ValidationResult<Command<'upload.record'>> {
  const checked = validateUploadFile({ type: file.contentType, size: file.size, fromCamera: file.fromCamera });
  if (!checked.ok) return checked;
  const languageError = languages === undefined ? null : menuLanguagesError(languages);
  if (languageError) return { ok: false, errors: { languages: languageError } };
  const fileName = file.fileName.trim().slice(0, UPLOAD_FILE_NAME_MAX) || 'menu';
  // The path is fixed now, from the time of choosing: a retry uploads to the same place.
  const storagePath = importFilePath(ids.storeId, ids.timestamp, file.contentType, fileName);
  return {
    ok: true,
    value: {
      id: ids.commandId, type: 'upload.record', storeId: ids.storeId,
      payload: {
        uploadId: ids.uploadId, storagePath, file: { blobId: file.blobId, contentType: file.contentType, size: file.size, fileName },
        ...(languages ? { languages: menuLanguagesOf(languages) } : {}),
      },
    },
  };
}

export function deleteUploadCommand(uploadId: string, view: readonly Pick<UploadRecord, 'id' | 'status'>[], ids: NewIds): ValidationResult<Command<'upload.delete'>> {
  const record = view.find((r) => r.id === uploadId);
  if (!record) return refused(M.deleteFailed(M.notFound));
  const error = deleteUploadError(record.status);
  if (error) return refused(error);
  return { ok: true, value: { id: ids.commandId, type: 'upload.delete', storeId: ids.storeId, payload: { uploadId } } };
}

export function deprecateUploadCommand(
  uploadId: string,
  reason: string,
  view: readonly Pick<UploadRecord, 'id' | 'status'>[],
  ids: NewIds,
): ValidationResult<Command<'upload.deprecate'>> {
  const record = view.find((r) => r.id === uploadId);
  if (!record) return refused(M.notFound);
  if (!canTransitionUpload(record.status, 'deprecated')) return refused(M.cannotDeprecate);
  return {
    ok: true,
    value: { id: ids.commandId, type: 'upload.deprecate', storeId: ids.storeId, payload: { uploadId, reason: reason.trim().slice(0, 200) } },
  };
}

export function readAgainCommand(
  uploadId: string,
  languages: readonly string[] | undefined,
  view: readonly Pick<UploadRecord, 'id' | 'status' | 'reviewStatus'>[],
  ids: NewIds,
): ValidationResult<Command<'upload.readAgain'>> {
  const record = view.find((r) => r.id === uploadId);
  const error = record ? readAgainError(record) : M.notFound;
  if (error) return refused(M.readAgainFailed(error));
  const languageError = languages === undefined ? null : menuLanguagesError(languages);
  if (languageError) return { ok: false, errors: { languages: languageError } };
  return {
    ok: true,
    value: {
      id: ids.commandId, type: 'upload.readAgain', storeId: ids.storeId,
      payload: { uploadId, ...(languages ? { languages: menuLanguagesOf(languages) } : {}) },
    },
  };
}

/** Whether an upload's draft may be published: read, completed, and not published yet. */
export function publishableError(record: Pick<UploadRecord, 'status' | 'draft' | 'reviewStatus'> | undefined): string | null {
  if (!record) return M.notFound;
  if (record.reviewStatus === 'published') return M.alreadyPublished;
  if (record.status !== 'completed' || !record.draft) return M.notReady;
  return null;
}

export function isItemCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MENU_ITEMS_PER_STORE;
}

export function markPublishedCommand(
  uploadId: string,
  menuItemsCreated: number,
  view: readonly Pick<UploadRecord, 'id' | 'status' | 'draft' | 'reviewStatus'>[],
  ids: NewIds,
): ValidationResult<Command<'upload.markPublished'>> {
  const error = publishableError(view.find((r) => r.id === uploadId));
  if (error) return refused(error);
  if (!isItemCount(menuItemsCreated)) return refused(M.invalidCount);
  return {
    ok: true,
    value: { id: ids.commandId, type: 'upload.markPublished', storeId: ids.storeId, payload: { uploadId, menuItemsCreated } },
  };
}

/** Where the sender put the file: its download URL and Storage path. */
export interface StoredUpload {
  uploadUrl: string;
  storagePath: string;
}

/**
 * An upload.record as the recordMenuUploadSecure it is, once its file is
 * stored: the data its Function parses (UPLOAD_RECORD_CALL), and the file's
 * type and size, which it reads from Storage instead.
 */
export function uploadCallDataOf(command: Command<'upload.record'>, stored: StoredUpload): Record<string, unknown> {
  const { uploadId, file, languages } = command.payload;
  const call: UploadRecordCall = {
    uploadId, fileName: file.fileName, storagePath: stored.storagePath, uploadUrl: stored.uploadUrl, ...(languages ? { languages } : {}),
  };
  return { storeId: command.storeId, commandId: command.id, ...call, contentType: file.contentType, fileSize: file.size };
}
