// Menu import uploads (doc 2 §3 Upload record, §4, §7; doc 1 §4.5, §7.2):
// record a file the page stored, delete a record with its file,
// mark one deprecated, and mark its reviewed draft published. Each is one
// command, exactly once. The file's type and size are read from Storage
// itself, never taken from the caller; only the store's own folder counts.
import { AggregateField, type DocumentSnapshot } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { DomainError } from '../../../src/domain/shared/errors';
import { UPLOAD_MAX_BYTES } from '../../../src/domain/shared/limits';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isItemCount, publishableError, UPLOAD_FILE_NAME_MAX } from '../../../src/domain/menu-import/upload-commands';
import { canTransitionUpload, deleteUploadError, deprecatePatch } from '../../../src/domain/menu-import/upload-status';
import { isAcceptedImportFile, isImportFilePathOf, uploadFileType } from '../../../src/domain/menu-import/upload-validation';
import { importQuotaRefusal } from '../../../src/domain/menu-import/import-quota';
import type { UploadRecord } from '../../../src/domain/shared/entities';
import { UPLOAD_RECORD_CALL } from '../../../src/domain/menu-import/commands';
import { parsePayload } from '../../../src/domain/shared/payload-schema';
import { command, commandOf, stamped, type CommandContext } from '../lib/command-call';
import { ruledMenuLanguages } from './languages-payload';
import { takeReadingAllowance } from './reading-allowance';
import { MENU_IMPORT_FUNCTIONS } from '../../../src/domain/menu-import/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.upload;
const URL_MAX = 2000;

const recordRef = (ctx: CommandContext, uploadId: string) => ctx.db.doc(`stores/${ctx.storeId}/uploadHistory/${uploadId}`);

export async function liveRecord(ctx: CommandContext, uploadId: string, failure: (reason: string) => string = (r) => r): Promise<DocumentSnapshot> {
  const snap = await ctx.tx.get(recordRef(ctx, uploadId));
  if (!snap.exists || snap.get('_deleted') === true) throw new DomainError('not-found', failure(M.notFound));
  return snap;
}

/** The stored object's own size and type; refused when there is none. */
export async function storedFile(path: string): Promise<{ size: number; contentType: string }> {
  const [exists] = await getStorage().bucket().file(path).exists();
  if (!exists) throw new DomainError('failed-precondition', M.fileMissing);
  const [metadata] = await getStorage().bucket().file(path).getMetadata();
  return { size: Number(metadata.size ?? 0), contentType: String(metadata.contentType ?? '') };
}

/** Where a record queued now stands: behind the store's records already waiting. */
export async function nextQueuePosition(ctx: CommandContext): Promise<number> {
  const queued = await ctx.tx.get(
    ctx.db.collection(`stores/${ctx.storeId}/uploadHistory`).where('status', '==', 'queued').where('_deleted', '==', false).select(),
  );
  return queued.size + 1;
}

/** The Functions this module implements, by their declared names (src/domain/menu-import/functions.ts). */
export const UPLOAD_HANDLERS = {
  // A file command: its Function receives what the sender sends once the file is
  // stored (uploadCallDataOf), so it parses that, not the command's payload. A
  // loose object: storeId and commandId are left out of what it reads.
  recordMenuUploadSecure: command(async (data, ctx) => {
    const { uploadId, storagePath, fileName, uploadUrl, languages: sentLanguages } = parsePayload(UPLOAD_RECORD_CALL, data);
    if (!isImportFilePathOf(storagePath, ctx.storeId)) throw new DomainError('invalid-argument', M.invalidPath);
    if (!fileName.trim() || fileName.length > UPLOAD_FILE_NAME_MAX) throw new DomainError('invalid-argument', M.invalidName);
    // The download URL must name this very object; anything else is not kept.
    const url = uploadUrl.length <= URL_MAX && uploadUrl.includes(encodeURIComponent(storagePath)) ? uploadUrl : '';
    const file = await storedFile(storagePath);
    if (!isAcceptedImportFile(file)) {
      throw new DomainError('invalid-argument', file.size >= UPLOAD_MAX_BYTES && file.contentType ? M.tooLarge : M.invalidType);
    }
    const languages = ruledMenuLanguages(sentLanguages);
    const ref = recordRef(ctx, uploadId);
    const history = ctx.db.collection(`stores/${ctx.storeId}/uploadHistory`);
    const [existing, queuePosition, kept] = await Promise.all([
      ctx.tx.get(ref),
      nextQueuePosition(ctx),
      // Every live record's file stays stored until the record is deleted: their sizes are what the store keeps.
      ctx.tx.get(history.where('_deleted', '==', false).aggregate({ bytes: AggregateField.sum('fileSize') })),
    ]);
    // A client-made id already used (by another command): the record landed once.
    if (existing.exists) throw new DomainError('already-exists', M.failed);
    // Not resource-exhausted: waiting frees nothing, the owner must delete old uploads.
    const overQuota = importQuotaRefusal(Number(kept.data().bytes) || 0, file.size);
    if (overQuota) throw new DomainError('failed-precondition', overQuota);
    // Every record starts a reading.
    await takeReadingAllowance(ctx.db, ctx.tx, ctx.storeId);
    const record: Omit<UploadRecord, 'id' | 'uploadedAt'> = {
      fileName: fileName.trim(), fileType: uploadFileType(file.contentType), fileSize: file.size,
      storagePath, ...(url ? { uploadUrl: url } : {}), status: 'queued', queuePosition, ...(languages ? { languages } : {}),
    };
    ctx.tx.create(ref, { ...record, uploadedAt: ctx.now, ...stamped(ctx, true) });
    return { success: true, uploadId, queuePosition };
  }),
  deleteMenuUploadSecure: commandOf(
    'upload.delete',
    async ({ uploadId }, ctx) => {
      const snap = await liveRecord(ctx, uploadId, M.deleteFailed);
      const refusal = deleteUploadError(snap.get('status'));
      if (refusal) throw new DomainError('failed-precondition', M.deleteFailed(refusal));
      // A tombstone, never a hard delete: replicas learn of deletes only this way.
      ctx.tx.update(snap.ref, { ...stamped(ctx, false), _deleted: true });
      const path = snap.get('storagePath');
      return { success: true, deletedPath: isImportFilePathOf(path, ctx.storeId) ? path : null };
    },
    {
      afterCommit: async ({ deletedPath }) => {
        if (!deletedPath) return;
        try {
          await getStorage().bucket().file(deletedPath).delete({ ignoreNotFound: true });
        } catch (error) {
          // Best effort after the commit (doc 1 §7.2): the record is gone, a leftover file harms no one.
          logger.warn(`deleteMenuUploadSecure: could not delete ${deletedPath}; left for a later cleanup`, error);
        }
      },
    },
  ),
  deprecateMenuUploadSecure: commandOf('upload.deprecate', async ({ uploadId, reason }, ctx) => {
    const snap = await liveRecord(ctx, uploadId);
    if (!canTransitionUpload(snap.get('status'), 'deprecated')) throw new DomainError('failed-precondition', M.cannotDeprecate);
    const { deprecatedReason } = deprecatePatch(0, reason.slice(0, 200));
    ctx.tx.update(snap.ref, { status: 'deprecated', deprecatedAt: ctx.now, deprecatedReason, ...stamped(ctx, false) });
    return { success: true };
  }),
  publishMenuUploadSecure: commandOf('upload.markPublished', async ({ uploadId, menuItemsCreated }, ctx) => {
    if (!isItemCount(menuItemsCreated)) throw new DomainError('invalid-argument', M.invalidCount);
    const snap = await liveRecord(ctx, uploadId);
    const refusal = publishableError({ status: snap.get('status'), draft: snap.get('draft'), reviewStatus: snap.get('reviewStatus') });
    if (refusal) throw new DomainError('failed-precondition', refusal);
    ctx.tx.update(snap.ref, { reviewStatus: 'published', publishedAt: ctx.now, menuItemsCreated, ...stamped(ctx, false) });
    return { success: true };
  }),
} satisfies Partial<Implementations<typeof MENU_IMPORT_FUNCTIONS>>;
