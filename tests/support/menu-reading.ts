// An upload as the app makes it, for the reader's emulator tests: the file
// stored in the store's import folder through the Storage rules, the record
// queued as the upload command writes it (its creation starts the reader),
// and the wait for the record to end.
import { randomUUID } from 'node:crypto';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { UploadRecord } from '../../src/domain/shared/entities';
import { adminDb } from './admin';

export const uploadRecord = (storeId: string, uploadId: string) => adminDb.doc(`stores/${storeId}/uploadHistory/${uploadId}`);

/** The owner's file in the store's import folder, as the upload screen stores it; resolves with its path. */
export async function storeImportFile(storage: FirebaseStorage, storeId: string, bytes: Uint8Array, contentType: string, ext: string): Promise<string> {
  const path = `stores/${storeId}/processing-photos/menu-photo-${Date.now()}-${randomUUID().slice(0, 6)}.${ext}`;
  await uploadBytes(ref(storage, path), bytes, { contentType });
  return path;
}

/** A record as the upload command writes it (queued); resolves with its id. */
export async function queueReading(storeId: string, storagePath: string, fileType: 'image' | 'pdf', extra: Partial<UploadRecord> = {}): Promise<string> {
  const uploadId = randomUUID();
  await uploadRecord(storeId, uploadId).set({
    fileName: storagePath.split('/').pop(), fileType, storagePath, status: 'queued', uploadedAt: Date.now(), menuItemsCreated: 0, ...extra,
  });
  return uploadId;
}

/** The record once it has left queued/processing; rejects if it has not within `waitMs`. */
export function readingEnded(storeId: string, uploadId: string, waitMs: number): Promise<UploadRecord> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`upload ${uploadId} still not ended after ${waitMs} ms`));
    }, waitMs);
    const stop = uploadRecord(storeId, uploadId).onSnapshot((snap) => {
      const data = snap.data() as UploadRecord | undefined;
      if (data && data.status !== 'queued' && data.status !== 'processing') {
        clearTimeout(timer);
        stop();
        resolve(data);
      }
    }, reject);
  });
}
