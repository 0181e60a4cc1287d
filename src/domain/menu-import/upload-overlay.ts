// The upload history as the user sees it (doc 2 §4): the replica's
// records with this device's pending upload commands laid over them, newest
// first, in pages of 10 (doc 1 §9).
import type { UploadRecord } from '../shared/entities';
import { UPLOAD_HISTORY_PAGE_SIZE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import type { PendingCommand } from '../sync/overlay';
import { deprecatePatch, READ_AGAIN_CLEARED } from './upload-status';
import { uploadFileType } from './upload-validation';

export interface ViewedUpload extends UploadRecord {
  /** A command of this device about the record has not reached the server yet. */
  pending: boolean;
  /** Chosen here, its file not uploaded yet (offline, or waiting for the sender). */
  local?: { commandId: string };
  /** A refused command's words, e.g. 'Failed to delete upload: {reason}'. */
  error?: string;
  /** Asked here to be read again, not sent yet ('Waiting to read again'). */
  readAgainWaiting?: boolean;
}

/** An outbox entry as far as the history needs it: a refusal's words too. */
export type UploadEntry = PendingCommand & { failure?: { message: string }; queuedAt?: number };

export function overlayUploads(records: readonly UploadRecord[], entries: readonly UploadEntry[], now: number): ViewedUpload[] {
  const view = new Map<string, ViewedUpload>(records.map((r) => [r.id, { ...r, pending: false }]));
  for (const entry of entries) {
    const { command } = entry;
    if (!command.type.startsWith('upload.')) continue;
    const failed = entry.status === 'failed';
    const pending = entry.status !== 'delivered' && !failed;
    switch (command.type) {
      case 'upload.record': {
        const { uploadId, file, storagePath } = command.payload;
        if (view.has(uploadId) || failed) break;
        view.set(uploadId, {
          id: uploadId, fileName: file.fileName, fileType: uploadFileType(file.contentType), fileSize: file.size, storagePath,
          status: 'queued', uploadedAt: entry.queuedAt ?? now, pending: true,
          ...(entry.status === 'queued' ? { local: { commandId: command.id } } : {}),
        });
        break;
      }
      case 'upload.delete': {
        const current = view.get(command.payload.uploadId);
        if (!current) break;
        if (failed) view.set(current.id, { ...current, error: MESSAGES.upload.deleteFailed(entry.failure?.message || MESSAGES.upload.unknown) });
        else view.delete(current.id);
        break;
      }
      case 'upload.deprecate': {
        const current = view.get(command.payload.uploadId);
        if (current && !failed) view.set(current.id, { ...current, ...deprecatePatch(now, command.payload.reason), pending: current.pending || pending } as ViewedUpload);
        break;
      }
      case 'upload.readAgain': {
        const current = view.get(command.payload.uploadId);
        if (!current) break;
        if (failed) {
          view.set(current.id, { ...current, error: MESSAGES.upload.readAgainFailed(entry.failure?.message || MESSAGES.upload.unknown) });
          break;
        }
        // Until the record's stamp shows the server took it: queued again, the last reading gone.
        const kept: ViewedUpload = { ...current };
        for (const field of READ_AGAIN_CLEARED) delete kept[field];
        view.set(current.id, {
          ...kept, status: 'queued', queuePosition: null, pending: true,
          ...(command.payload.languages ? { languages: command.payload.languages } : {}),
          ...(entry.status !== 'delivered' ? { readAgainWaiting: true } : {}),
        });
        break;
      }
      case 'upload.markPublished': {
        const current = view.get(command.payload.uploadId);
        if (current && !failed) {
          view.set(current.id, { ...current, reviewStatus: 'published', menuItemsCreated: command.payload.menuItemsCreated, pending: current.pending || pending });
        }
        break;
      }
    }
  }
  return [...view.values()].sort((a, b) => (b.uploadedAt ?? 0) - (a.uploadedAt ?? 0) || a.id.localeCompare(b.id));
}

/** One page (1-based) of the history, and how many pages there are (at least 1). */
export function historyPage<T>(rows: readonly T[], page: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / UPLOAD_HISTORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * UPLOAD_HISTORY_PAGE_SIZE;
  return { rows: rows.slice(start, start + UPLOAD_HISTORY_PAGE_SIZE), page: current, pages };
}

/** Whether the history and the dashboard offer 'Ready to review': a draft waits for its owner. */
export function isReadyToReview(record: Pick<UploadRecord, 'status' | 'reviewStatus' | 'draft'>): boolean {
  return record.status === 'completed' && record.reviewStatus === 'ready';
}
