// A store with one menu item, and what Storage holds for it, read with the
// Admin SDK (the emulator or its stand-in, FIREBASE_STORAGE_EMULATOR_HOST).
import { adminBucket, adminDb } from '../../support/admin';
import { addMenuItems, ownerWithCategories, type Owner } from './world';

export async function ownerWithMenuItem(name = 'Dumplings'): Promise<Owner & { menuItemId: string }> {
  const owner = await ownerWithCategories([]);
  const [menuItemId] = await addMenuItems(owner.storeId, [name]);
  return { ...owner, menuItemId: menuItemId! };
}

export async function menuItemDoc(storeId: string, menuItemId: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`stores/${storeId}/menuItems/${menuItemId}`).get()).data() ?? {};
}

/** The objects under the store's menu folder: name, type and bytes. */
export async function menuObjects(storeId: string) {
  const [files] = await adminBucket().getFiles({ prefix: `stores/${storeId}/menu/` });
  return Promise.all(
    files.map(async (f) => ({ name: f.name, contentType: f.metadata.contentType, bytes: new Uint8Array((await f.download({ validation: false }))[0]) })),
  );
}

/** Width and height from a JPEG's start-of-frame marker (SOF0..SOF15, less DHT/JPG/DAC). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  let at = 2; // after SOI
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`no JPEG marker at ${at}`);
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const u16 = (i: number) => ((bytes[at + i] ?? 0) << 8) | (bytes[at + i + 1] ?? 0);
      return { height: u16(5), width: u16(7) };
    }
    at += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}
