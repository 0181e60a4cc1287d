// Reading an upload again: the same record, its stored file, perhaps other
// languages. The command only puts the record back in the queue (one short
// transaction) and stamps `readAgainAt`; readMenuAgain (trigger.ts) sees that
// and reads it, with the reader's own resources and claim, as it reads a new
// upload, so the command's answer (and the outbox behind it) never waits for OCR.
import { FieldValue } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isImportFilePathOf } from '../../../src/domain/menu-import/upload-validation';
import { READ_AGAIN_CLEARED, readAgainError } from '../../../src/domain/menu-import/upload-status';
import { commandOf, stamped } from '../lib/command-call';
import { liveRecord, nextQueuePosition, storedFile } from './uploads';
import { ruledMenuLanguages } from './languages-payload';
import { takeReadingAllowance } from './reading-allowance';
import { MENU_IMPORT_FUNCTIONS } from '../../../src/domain/menu-import/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.upload;

/** The Functions this module implements, by their declared names (src/domain/menu-import/functions.ts). */
export const READ_AGAIN_HANDLERS = {
  readMenuUploadAgainSecure: commandOf('upload.readAgain', async ({ uploadId, languages: sentLanguages }, ctx) => {
    const languages = ruledMenuLanguages(sentLanguages);
    const snap = await liveRecord(ctx, uploadId);
    const refusal = readAgainError({ status: snap.get('status'), reviewStatus: snap.get('reviewStatus') });
    if (refusal) throw new DomainError('failed-precondition', refusal);
    // The file is read again, never uploaded again: it must still be this store's, and still there.
    const storagePath: unknown = snap.get('storagePath');
    if (!isImportFilePathOf(storagePath, ctx.storeId)) throw new DomainError('failed-precondition', M.fileMissing);
    await storedFile(storagePath);
    const queuePosition = await nextQueuePosition(ctx);
    // A reading again is a reading: from the same allowance as a new upload's.
    await takeReadingAllowance(ctx.db, ctx.tx, ctx.storeId);
    const cleared = Object.fromEntries(READ_AGAIN_CLEARED.map((field) => [field, FieldValue.delete()]));
    ctx.tx.update(snap.ref, {
      ...cleared, status: 'queued', queuePosition, readAgainAt: Date.now(), ...(languages ? { languages } : {}), ...stamped(ctx, false),
    });
    return { success: true, uploadId, queuePosition };
  }),
} satisfies Partial<Implementations<typeof MENU_IMPORT_FUNCTIONS>>;
