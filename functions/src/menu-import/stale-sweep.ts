// A record left in 'processing' by an instance that crashed or was stopped
// mid-read would stay there for ever. Each new upload of a store
// first fails that store's stale ones (it runs in the emulator as in
// production), and a scheduled sweep (../stale-work.ts) fails those of stores
// that upload nothing more.
import { getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { UploadRecord } from '../../../src/domain/shared/entities';
import { isStaleProcessing } from '../../../src/domain/menu-import/reading-limits';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { failPatch } from '../../../src/domain/menu-import/upload-status';
import { replicatedStamp } from '../lib/replicated-stamp';

/** Fails the store's stale 'processing' records; returns how many. */
export async function failStaleReadings(storeId: string, now: number = Date.now()): Promise<number> {
  const processing = await getFirestore().collection(`stores/${storeId}/uploadHistory`).where('status', '==', 'processing').get();
  return failStaleRecords(processing.docs, now);
}

/** Fails those of these 'processing' records that are stale, each checked again in its transaction; returns how many. */
export async function failStaleRecords(docs: readonly QueryDocumentSnapshot[], now: number): Promise<number> {
  const db = getFirestore();
  let failed = 0;
  for (const doc of docs) {
    if (!isStaleProcessing(doc.data() as UploadRecord, now)) continue;
    const done = await db.runTransaction(async (tx) => {
      const record = (await tx.get(doc.ref)).data() as UploadRecord | undefined;
      if (!record || !isStaleProcessing(record, now)) return false;
      tx.update(doc.ref, { ...failPatch(MESSAGES.menuReading.interrupted, now), ...replicatedStamp() });
      return true;
    });
    if (done) failed += 1;
  }
  return failed;
}
