// Upload record lifecycle (doc 1 §4.5; doc 2 §4 "Upload status").
import type { UploadRecord, UploadStatus } from '../shared/entities';
import { MESSAGES } from '../shared/messages';

export type UploadPatch = Partial<Omit<UploadRecord, 'id'>>;

// Who moves an upload beyond queued is background processing; these are the
// moves that make sense for it. A read upload, failed or completed, may be
// queued again to be read again.
const UPLOAD_TRANSITIONS: Readonly<Record<UploadStatus, readonly UploadStatus[]>> = {
  queued: ['processing', 'failed', 'deprecated'],
  processing: ['completed', 'failed', 'deprecated'],
  completed: ['queued', 'deprecated'],
  failed: ['queued', 'deprecated'],
  deprecated: [],
};

export function canTransitionUpload(from: UploadStatus, to: UploadStatus): boolean {
  return UPLOAD_TRANSITIONS[from].includes(to);
}

/** Starting clears the queue position: the upload is no longer waiting. */
export function startProcessingPatch(now: number): UploadPatch {
  return { status: 'processing', processingStartedAt: now, queuePosition: null };
}

export function completePatch(now: number, extra: { processedAt?: number; menuItemsCreated?: number } = {}): UploadPatch {
  const patch: UploadPatch = { status: 'completed', processedAt: extra.processedAt ?? now };
  if (extra.menuItemsCreated !== undefined) patch.menuItemsCreated = extra.menuItemsCreated;
  return patch;
}

export function failPatch(errorMessage: string, now?: number): UploadPatch {
  const patch: UploadPatch = { status: 'failed', errorMessage };
  if (now !== undefined) patch.processedAt = now;
  return patch;
}

export function deprecatePatch(now: number, reason?: string): UploadPatch {
  return {
    status: 'deprecated',
    deprecatedAt: now,
    deprecatedReason: reason?.trim() || MESSAGES.upload.deprecatedDefaultReason,
  };
}

/** The dashboard treats a deprecated upload as completed: its items were imported. */
export function dashboardUploadStatus(status: UploadStatus): Exclude<UploadStatus, 'deprecated'> {
  return status === 'deprecated' ? 'completed' : status;
}

/** The status line of an upload-history row. */
export function uploadStatusText(
  record: Pick<UploadRecord, 'status' | 'queuePosition' | 'menuItemsCreated' | 'errorMessage' | 'deprecatedReason'>,
): string {
  const M = MESSAGES.upload;
  switch (record.status) {
    case 'queued':
      return typeof record.queuePosition === 'number' ? M.queuedAt(record.queuePosition) : M.queued;
    case 'processing':
      return M.processing;
    case 'completed':
      return typeof record.menuItemsCreated === 'number' ? M.itemsAdded(record.menuItemsCreated) : M.processed;
    case 'failed':
      return record.errorMessage || M.displayFailed;
    case 'deprecated':
      return record.deprecatedReason || M.deprecatedDefaultReason;
  }
}

/** Deleting is refused while the background processor may still be working on the file. */
export function canDeleteUpload(status: UploadStatus): boolean {
  return status !== 'queued' && status !== 'processing';
}

export function deleteUploadError(status: UploadStatus): string | null {
  return canDeleteUpload(status) ? null : MESSAGES.upload.cannotDelete;
}

/**
 * Why an upload cannot be read again, or null. A published draft's items are
 * on the menu: a new draft on the same record could be published a second time.
 */
export function readAgainError(record: Pick<UploadRecord, 'status' | 'reviewStatus'>): string | null {
  const M = MESSAGES.upload;
  if (record.status === 'queued' || record.status === 'processing') return M.cannotReadAgainBusy;
  if (!canTransitionUpload(record.status, 'queued')) return M.cannotReadAgain;
  if (record.reviewStatus === 'published') return M.cannotReadAgainPublished;
  return null;
}

/** What reading again leaves of the last reading: nothing (its draft, error and times are cleared). */
export const READ_AGAIN_CLEARED = ['draft', 'reviewStatus', 'errorMessage', 'processingStartedAt', 'processedAt'] as const;
