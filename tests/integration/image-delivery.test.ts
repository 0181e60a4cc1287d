import 'fake-indexeddb/auto';
import { randomBytes, randomUUID } from 'node:crypto';
import { getMetadata, ref } from 'firebase/storage';
import { filter, firstValueFrom, from } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../src/domain/sync/commands';
import { menuImagePath } from '../../src/domain/menu/menu-item-updates';
import { OfflineEngine } from '../../src/data/engine/engine';
import { firebaseTokenSource } from '../../src/data/firebase/firebase-token-source';
import { Outbox } from '../../src/data/outbox/outbox';
import { removeReplica } from '../../src/data/replica/database';
import { callableBaseUrl } from '../../src/data/sender/callable-http';
import type { UploadImage } from '../../src/data/sender/image-upload';
import { Sender } from '../../src/data/sender/sender';
import { storageImageUpload } from '../../src/data/sender/storage-upload';
import { adminDb } from '../support/admin';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { createStorageClient, type StorageTestClient } from '../support/storage-client';
import { commandRecordCount, signInAsNewStoreOwner, type Member } from '../support/store-member';

// The real Sender and Outbox (fake-indexeddb) with the real firebase/storage
// upload, against the Functions emulator and Storage (or its stand-in): the
// file lands once, at the item's place, and the item points at it.
const baseUrl = callableBaseUrl({ projectId: PROJECT_ID, region: 'us-central1', emulator: EMULATORS.functions });
let client: StorageTestClient;
let me: Member;
let box: Outbox;
beforeEach(async () => {
  client = createStorageClient();
  me = await signInAsNewStoreOwner(client);
  box = new Outbox(`img-${randomUUID()}`);
});
afterEach(async () => {
  box.close();
  await Outbox.destroy(box.uid);
  await client.close();
});

const itemId = () => randomUUID();
const addItem = (menuItemId: string): AnyCommand => ({
  id: randomUUID(), type: 'menuItem.add', storeId: me.storeId,
  payload: { menuItemId, menuItem: { name: 'Noodles', description: '', price: 9, isAvailable: true, translations: {}, beautifyEnabled: false } },
});
/** A setImage with its file, queued as the form queues it: both in one transaction. */
async function queueImage(outbox: Outbox, menuItemId: string, bytes: Uint8Array<ArrayBuffer>): Promise<{ commandId: string; blobId: string }> {
  const commandId = randomUUID();
  const blobId = randomUUID();
  await outbox.enqueue(
    { id: commandId, type: 'menuItem.setImage', storeId: me.storeId, payload: { menuItemId, image: { blobId, contentType: 'image/jpeg', size: bytes.length } } },
    [{ blobId, blob: new Blob([bytes], { type: 'image/jpeg' }) }],
  );
  return { commandId, blobId };
}
const sender = (uploadImage: UploadImage, fetchFn: typeof fetch = fetch) =>
  new Sender({ outbox: box, tokens: firebaseTokenSource(client.auth, client.auth.currentUser!.uid), baseUrl, fetch: fetchFn, uploadImage, sleep: async () => {}, random: () => 0 });
const itemDoc = async (menuItemId: string) => (await adminDb.doc(`stores/${me.storeId}/menuItems/${menuItemId}`).get()).data() ?? {};
const generationOf = async (path: string) => (await getMetadata(ref(client.storage, path))).generation;

describe('delivering a menu image', () => {
  it('add + setImage: the file is stored with its type and bytes, the item points at it, the blob goes with the purge', async () => {
    const menuItemId = itemId();
    const bytes = new Uint8Array(randomBytes(300 * 1024));
    await box.enqueue(addItem(menuItemId));
    const { commandId, blobId } = await queueImage(box, menuItemId, bytes);

    expect(await sender(storageImageUpload(client.storage)).drain()).toEqual({ delivered: 2, refused: 0 });
    const path = menuImagePath(me.storeId, menuItemId, 'image/jpeg');
    const doc = await itemDoc(menuItemId);
    expect(doc.imagePath).toBe(path);
    const metadata = await getMetadata(ref(client.storage, path));
    expect([metadata.contentType, metadata.size]).toEqual(['image/jpeg', bytes.length]);
    const served = await fetch(doc.imageUrl as string);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    expect(await box.blob(blobId)).toBeDefined();
    await box.purgeDelivered([commandId]);
    expect(await box.blob(blobId)).toBeUndefined();
  });

  it('an upload whose answer was lost is not made again: one file, one generation, its url still valid', async () => {
    const menuItemId = itemId();
    await box.enqueue(addItem(menuItemId));
    await queueImage(box, menuItemId, new Uint8Array(randomBytes(4096)));
    const real = storageImageUpload(client.storage);
    let calls = 0;
    let firstGeneration = '';
    // The bytes reach Storage, then the connection drops before the SDK hears back.
    const flaky: UploadImage = async (image) => {
      const url = await real(image);
      if (calls++ > 0) return url;
      firstGeneration = await generationOf(image.path);
      throw Object.assign(new Error('network lost'), { code: 'storage/retry-limit-exceeded' });
    };
    expect(await sender(flaky).drain()).toMatchObject({ delivered: 2 });
    expect(calls).toBe(2);
    const path = menuImagePath(me.storeId, menuItemId, 'image/jpeg');
    expect(await generationOf(path)).toBe(firstGeneration);
    expect((await fetch((await itemDoc(menuItemId)).imageUrl as string)).status).toBe(200);
    expect(await commandRecordCount(me.storeId)).toBe(2);
  });

  it('a callable answer lost after the commit: the retry reuses the file, and the stored url keeps working', async () => {
    const menuItemId = itemId();
    await box.enqueue(addItem(menuItemId));
    await queueImage(box, menuItemId, new Uint8Array(randomBytes(4096)));
    let posts = 0;
    const losingFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(url, init);
      if (String(url).endsWith('/updateMenuItemSecure') && posts++ === 0) throw new TypeError('network connection lost');
      return response;
    }) as typeof fetch;
    expect(await sender(storageImageUpload(client.storage), losingFetch).drain()).toMatchObject({ delivered: 2 });
    expect(posts).toBe(2);
    const doc = await itemDoc(menuItemId);
    const served = await fetch(doc.imageUrl as string);
    expect(served.status).toBe(200);
    expect(await commandRecordCount(me.storeId)).toBe(2);
  });

  it('a file the member may not write fails for good with the upload text, and nothing is posted', async () => {
    const menuItemId = itemId();
    const stranger = { ...me, storeId: `not-mine-${randomUUID().slice(0, 8)}` };
    const blobId = randomUUID();
    await box.enqueue(
      { id: randomUUID(), type: 'menuItem.setImage', storeId: stranger.storeId, payload: { menuItemId, image: { blobId, contentType: 'image/png', size: 3 } } },
      [{ blobId, blob: new Blob(['png'], { type: 'image/png' }) }],
    );
    expect(await sender(storageImageUpload(client.storage)).drain()).toMatchObject({ delivered: 0, refused: 1 });
    const [entry] = await box.all();
    expect(entry?.failure).toEqual({ code: 'permission-denied', message: 'Permission denied. Please ensure you are logged in and try again.' });
    expect(await commandRecordCount(stranger.storeId)).toBe(0);
  });
});

describe('the engine with images', () => {
  it('absorbs a delivered setImage: the replica shows the url, and the entry and its blob are purged', async () => {
    const engine = await OfflineEngine.start({
      uid: me.uid, storeId: me.storeId, firestore: client.firestore, tokens: firebaseTokenSource(client.auth, client.auth.currentUser!.uid),
      functionsUrl: baseUrl, uploadImage: storageImageUpload(client.storage),
    });
    try {
      const menuItemId = itemId();
      await engine.dispatch(addItem(menuItemId));
      const { blobId } = await queueImage(engine.outbox, menuItemId, new Uint8Array(randomBytes(2048)));
      const shown = await firstValueFrom(engine.replica.menuitems.find().$.pipe(filter((docs) => docs.some((d) => d.get('imageUrl')))));
      expect(shown[0]?.get('imagePath')).toBe(menuImagePath(me.storeId, menuItemId, 'image/jpeg'));
      await firstValueFrom(from(engine.outbox.entries$()).pipe(filter((entries) => entries.length === 0)));
      expect(await engine.outbox.blob(blobId)).toBeUndefined();
    } finally {
      await engine.stop();
      await removeReplica(me.uid, me.storeId);
      await Outbox.destroy(me.uid);
    }
  });
});
