import { randomBytes, randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { menuImagePath, type MenuImageType } from '../../src/domain/menu/menu-item-updates';
import { adminBucket, adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { createStorageClient } from '../support/storage-client';
import { commandRecordCount, ownerPerTest } from '../support/store-member';

// An item's image through updateMenuItemSecure, with the real web SDKs against
// the Functions emulator and Storage (the stand-in where the official emulator
// cannot start): the path is checked, and the replaced file is deleted after
// the commit, once.
const owner = ownerPerTest(createStorageClient);

type Data = Record<string, unknown>;
type Stored = { imageUrl: string; imagePath: string };
const UPDATE_FAILED = 'Failed to update menu item. Error: Invalid menu item data';
const call = (name: CallableName, data: Data, commandId: string = randomUUID()) =>
  owner.client.call<Data>(name, { storeId: owner.me.storeId, commandId, ...data });
const exists = async (path: string) => (await adminBucket().file(path).exists())[0];
const itemDoc = async (menuItemId: string) => (await adminDb.doc(`stores/${owner.me.storeId}/menuItems/${menuItemId}`).get()).data();

async function addItem(): Promise<string> {
  const menuItemId = randomUUID();
  await call('addMenuItemSecure', { menuItemId, menuItem: { name: 'Dumplings', price: 8 } });
  return menuItemId;
}

/** What the sender does first: the file to the item's place, as the member. */
async function upload(path: string, type: MenuImageType, bytes: Uint8Array = randomBytes(2048)): Promise<Stored> {
  await uploadBytes(ref(owner.client.storage, path), bytes, { contentType: type });
  return { imageUrl: await getDownloadURL(ref(owner.client.storage, path)), imagePath: path };
}
const uploadFor = (menuItemId: string, type: MenuImageType, bytes?: Uint8Array) => upload(menuImagePath(owner.me.storeId, menuItemId, type), type, bytes);
const setImage = (menuItemId: string, stored: Stored | null, commandId: string = randomUUID()) =>
  call('updateMenuItemSecure', { menuItemId, updates: stored ?? { imageUrl: '', imagePath: '' } }, commandId);

describe('an item’s image', () => {
  it('replacing a jpg with a png deletes the jpg', async () => {
    const itemId = await addItem();
    const jpg = await uploadFor(itemId, 'image/jpeg');
    await setImage(itemId, jpg);
    const png = await uploadFor(itemId, 'image/png');
    expect(await setImage(itemId, png)).toMatchObject({ success: true, replacedImagePath: jpg.imagePath });
    expect(await itemDoc(itemId)).toMatchObject(png);
    expect([await exists(jpg.imagePath), await exists(png.imagePath)]).toEqual([false, true]);
  });

  it('removing it clears both fields and deletes the file', async () => {
    const itemId = await addItem();
    const jpg = await uploadFor(itemId, 'image/jpeg');
    await setImage(itemId, jpg);
    await setImage(itemId, null);
    expect(await itemDoc(itemId)).toMatchObject({ imageUrl: '', imagePath: '' });
    expect(await exists(jpg.imagePath)).toBe(false);
  });

  it('a new image of the same type overwrites the file, which stays, with the new bytes at the new url', async () => {
    const itemId = await addItem();
    const first = await uploadFor(itemId, 'image/jpeg', Buffer.from('first'));
    await setImage(itemId, first);
    const second = await uploadFor(itemId, 'image/jpeg', Buffer.from('second'));
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(await setImage(itemId, second)).toMatchObject({ replacedImagePath: null });
    expect(await itemDoc(itemId)).toMatchObject(second);
    expect(await exists(second.imagePath)).toBe(true);
    expect(await (await fetch(second.imageUrl)).text()).toBe('second');
  });

  it('refuses a path that is not the item’s own, or a url without a path, and changes nothing', async () => {
    const itemId = await addItem();
    const other = await addItem();
    const foreign = await uploadFor(other, 'image/jpeg');
    const elsewhere = await upload(`stores/${owner.me.storeId}/processing-photos/menu-photo-1.jpg`, 'image/jpeg');
    const records = await commandRecordCount(owner.me.storeId);
    for (const updates of [foreign, elsewhere, { imageUrl: foreign.imageUrl }, { imagePath: menuImagePath(owner.me.storeId, itemId, 'image/png') }]) {
      const error = await refusal(call('updateMenuItemSecure', { menuItemId: itemId, updates }));
      expect([error.code, error.message]).toEqual(['invalid-argument', UPDATE_FAILED]);
    }
    const bulk = await refusal(call('bulkUpdateMenuItemsSecure', { updates: [{ menuItemId: itemId, ...foreign }] }));
    expect(bulk.message).toBe(UPDATE_FAILED);
    const add = await refusal(call('addMenuItemSecure', { menuItemId: randomUUID(), menuItem: { name: 'X', price: 1, ...foreign } }));
    expect(add.message).toBe('Failed to add menu item. Error: Invalid menu item data');
    expect(await itemDoc(itemId)).not.toHaveProperty('imagePath');
    expect(await commandRecordCount(owner.me.storeId)).toBe(records);
    expect([await exists(foreign.imagePath), await exists(elsewhere.imagePath)]).toEqual([true, true]);
  });

  it('a replayed command has its one effect: replaying an old removal deletes nothing', async () => {
    const itemId = await addItem();
    await setImage(itemId, await uploadFor(itemId, 'image/jpeg'));
    const removal = randomUUID();
    const first = await setImage(itemId, null, removal);
    const again = await uploadFor(itemId, 'image/jpeg');
    await setImage(itemId, again);
    // A sender that lost the removal's answer sends it again, after the new image landed.
    expect(await setImage(itemId, null, removal)).toEqual(first);
    expect(await itemDoc(itemId)).toMatchObject(again);
    expect(await exists(again.imagePath)).toBe(true);
    expect(await commandRecordCount(owner.me.storeId)).toBe(4);
  });

  it('deleting the item deletes its image', async () => {
    const itemId = await addItem();
    const png = await uploadFor(itemId, 'image/png');
    await setImage(itemId, png);
    await call('deleteMenuItemSecure', { menuItemId: itemId });
    expect(await exists(png.imagePath)).toBe(false);
  });

  it('a path stored before paths were checked is never deleted on replace', async () => {
    const itemId = await addItem();
    const old = await upload(`stores/${owner.me.storeId}/processing-photos/menu-photo-2.jpg`, 'image/jpeg');
    await adminDb.doc(`stores/${owner.me.storeId}/menuItems/${itemId}`).update(old);
    await setImage(itemId, await uploadFor(itemId, 'image/webp'));
    expect(await exists(old.imagePath)).toBe(true);
  });
});
