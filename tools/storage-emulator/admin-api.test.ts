// The stand-in as the Functions' Admin SDK sees it (@google-cloud/storage with
// FIREBASE_STORAGE_EMULATOR_HOST): get, download, list and delete without a
// token, beside the web SDK's own rule-checked requests.
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import { connectStorageEmulator, getMetadata, getStorage as getWebStorage, ref, uploadBytes } from 'firebase/storage';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageStandIn, type StorageStandIn } from './server.ts';

const BUCKET = 'demo-admin.appspot.com';
let standIn: StorageStandIn;
const web = initializeWebApp({ projectId: 'demo-admin', storageBucket: BUCKET }, 'admin-api-web');
let admin: ReturnType<typeof initializeApp>;

beforeAll(async () => {
  // The one member document these tests' caller has: u1, owner of s1.
  standIn = await startStorageStandIn('127.0.0.1', 0, async (storeId, uid) => (storeId === 's1' && uid === 'u1' ? 'OWNER' : undefined));
  // Read when the Admin SDK's Storage client is made, as in the Functions emulator.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${standIn.port}`;
  admin = initializeApp({ projectId: 'demo-admin', storageBucket: BUCKET }, 'admin-api-admin');
});
afterAll(async () => {
  await Promise.all([deleteWebApp(web), deleteApp(admin)]);
  await standIn.close();
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
});

describe('the stand-in for the Admin SDK', () => {
  it('lists, reads and deletes what a member uploaded, bypassing the rules', async () => {
    const storage = getWebStorage(web);
    connectStorageEmulator(storage, '127.0.0.1', standIn.port, { mockUserToken: { sub: 'u1', user_id: 'u1', stores: { s1: 'OWNER' } } as never });
    const path = 'stores/s1/menu/item_1.png';
    await uploadBytes(ref(storage, path), new Uint8Array([9, 8, 7]), { contentType: 'image/png' });

    const bucket = getStorage(admin).bucket();
    const [files] = await bucket.getFiles({ prefix: 'stores/s1/menu/' });
    expect(files.map((f) => [f.name, f.metadata.contentType, Number(f.metadata.size)])).toEqual([[path, 'image/png', 3]]);
    const [bytes] = await bucket.file(path).download({ validation: false });
    expect([...bytes]).toEqual([9, 8, 7]);

    await bucket.file(path).delete();
    expect((await bucket.getFiles({ prefix: 'stores/s1/' }))[0]).toEqual([]);
    await expect(getMetadata(ref(storage, path))).rejects.toMatchObject({ code: 'storage/object-not-found' });
    // As deleteImage asks: a file already gone is no error.
    await bucket.file(path).delete({ ignoreNotFound: true });
  });
});
