import { randomBytes } from 'node:crypto';
import { ref, uploadBytes } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNRECORDED_FILE_AGE_MS } from '../../src/domain/menu-import/unrecorded-files';
import { importFilePath } from '../../src/domain/menu-import/upload-validation';
import { adminBucket, adminDb } from '../support/admin';
import { createStorageClient } from '../support/storage-client';
import { ownerPerTest } from '../support/store-member';

// The daily sweep of import files no upload record names
// (functions/src/menu-import/unrecorded-sweep.ts), run here on the emulators
// (they run no schedules) over files the owner stored with the real web SDK.
// Objects cannot be backdated, so the sweep is given a clock one day past the
// newest file: the files stored before it are then older than a day.
let deleteUnrecordedImportFiles: typeof import('../../functions/src/menu-import/unrecorded-sweep').deleteUnrecordedImportFiles;

beforeAll(async () => {
  ({ deleteUnrecordedImportFiles } = await import('../../functions/src/menu-import/unrecorded-sweep'));
});

const owner = ownerPerTest(createStorageClient);
let stamp = Date.now();

async function store(): Promise<string> {
  const path = importFilePath(owner.me.storeId, stamp++, 'image/png');
  await uploadBytes(ref(owner.client.storage, path), randomBytes(1024), { contentType: 'image/png' });
  return path;
}

/** A record naming the file, as the upload command leaves it once read (deleted: a tombstone). */
async function recordOf(storagePath: string, deleted = false): Promise<void> {
  await adminDb.collection(`stores/${owner.me.storeId}/uploadHistory`).doc().set({
    fileName: 'menu.png', fileType: 'image', fileSize: 1024, storagePath, status: 'completed', uploadedAt: Date.now(),
    menuItemsCreated: 0, _deleted: deleted, updatedAt: new Date(),
  });
}

const isStored = async (path: string) => (await adminBucket().file(path).exists())[0];
const createdAt = async (path: string) => Date.parse(String((await adminBucket().file(path).getMetadata())[0].timeCreated));

describe('import files no upload record names', () => {
  it('go once a day old; a recorded file and a fresh unrecorded one stay', async () => {
    const [unrecorded, recorded, recordDeleted] = [await store(), await store(), await store()];
    await recordOf(recorded);
    await recordOf(recordDeleted, true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = await store();

    const deleted = await deleteUnrecordedImportFiles((await createdAt(fresh)) + UNRECORDED_FILE_AGE_MS);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await isStored(unrecorded)).toBe(false);
    // Named only by a deleted record, whose own deletion of the file did not happen.
    expect(await isStored(recordDeleted)).toBe(false);
    expect(await isStored(recorded)).toBe(true);
    expect(await isStored(fresh)).toBe(true);
  });
});
