// A table a guest can open: a table link written as the Functions write one,
// and the page's address once the Functions have published it and the
// store's menu (the triggers of functions/src/guest), as they do for a table
// added on /store.
import { expect } from '@playwright/test';
import { adminDb } from '../../support/admin';
import { GUEST_URL } from '../../support/emulator-env';

/** The guest page's address of a new table `tableNumber`, its store's public menu holding `dishes` dishes. */
export async function publishedTable(storeId: string, tableNumber: number, dishes: number): Promise<{ linkId: string; url: string }> {
  const linkId = crypto.randomUUID();
  await adminDb.doc(`stores/${storeId}/tableLinks/${linkId}`).set({
    uuid: linkId, storeId, tableId: `table_${tableNumber}`, tableNumber, storeName: 'x', accessCount: 0, isActive: true, _deleted: false,
  });
  await expect.poll(async () => (await adminDb.doc(`publicLinks/${linkId}`).get()).exists, { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await adminDb.doc(`publicMenus/${storeId}`).get()).get('items')?.length, { timeout: 20_000 }).toBe(dishes);
  return { linkId, url: `${GUEST_URL}/t/${linkId}` };
}
