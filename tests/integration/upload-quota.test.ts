import { randomBytes, randomUUID } from 'node:crypto';
import { ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { IMPORT_QUOTA_BYTES } from '../../src/domain/menu-import/import-quota';
import { importFilePath } from '../../src/domain/menu-import/upload-validation';
import { MESSAGES } from '../../src/domain/shared/messages';
import { adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { createStorageClient } from '../support/storage-client';
import { ownerPerTest } from '../support/store-member';

// The per-store quota of import files, counted by the Function that records
// an upload (storage rules cannot count), through the real web SDK against
// the Functions emulator and the Storage stand-in.
const owner = ownerPerTest(createStorageClient);
const history = () => adminDb.collection(`stores/${owner.me.storeId}/uploadHistory`);

/** A record of a file the store keeps, as the upload command leaves it once read. */
async function kept(fileSize: number): Promise<string> {
  const doc = history().doc();
  await doc.set({ fileName: 'old.pdf', fileType: 'pdf', fileSize, storagePath: `stores/${owner.me.storeId}/processing-photos/menu-photo-1.pdf`,
    status: 'completed', uploadedAt: Date.now(), menuItemsCreated: 0, _deleted: false, updatedAt: new Date() });
  return doc.id;
}

async function record(): Promise<unknown> {
  const path = importFilePath(owner.me.storeId, Date.now(), 'image/png');
  await uploadBytes(ref(owner.client.storage, path), randomBytes(2048), { contentType: 'image/png' });
  return owner.client.call('recordMenuUploadSecure', {
    storeId: owner.me.storeId, commandId: randomUUID(), uploadId: randomUUID(), fileName: 'menu.png', storagePath: path, uploadUrl: '',
  });
}

describe('import files per store', () => {
  it('a file past the quota is refused with what the store uses; deleting an old upload makes room', async () => {
    const big = await kept(IMPORT_QUOTA_BYTES - 1024);
    const error = await refusal(record());
    expect(error).toMatchObject({ code: 'failed-precondition', message: MESSAGES.upload.storeQuotaFull('200.0', 200) });
    expect((await history().where('fileName', '==', 'menu.png').get()).size).toBe(0);
    // A deleted record (a tombstone) no longer counts: its file is deleted with it.
    await history().doc(big).update({ _deleted: true });
    await expect(record()).resolves.toMatchObject({ success: true });
  });

  it('files up to the quota are taken', async () => {
    await kept(IMPORT_QUOTA_BYTES - 2048);
    await expect(record()).resolves.toMatchObject({ success: true });
  });
});
