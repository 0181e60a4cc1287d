// The orders bench's data: an owner with a store that takes orders (the
// ordering switch on, a few dishes, many active table links so that
// placeOrderSecure's limit of 10 orders per link per minute never refuses the
// bench's rate), written as the end-to-end tests' worlds are.
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../tests/support/admin.ts';
import { addMenuItems, ownerWithCategories, type Owner } from '../../tests/e2e/support/world.ts';
import type { Dish } from '../simulate/customers.ts';

export interface OrdersWorld {
  owner: Owner;
  menu: Dish[];
  /** The uuids of the store's active table links. */
  links: string[];
}

const DISHES = ['Margherita', 'Carbonara', 'Caesar Salad', 'Tiramisu', 'Lemonade', 'Espresso', 'Risotto', 'Bruschetta'];

export async function createOrdersWorld(tableLinks: number): Promise<OrdersWorld> {
  const owner = await ownerWithCategories([]);
  const ids = await addMenuItems(owner.storeId, DISHES);
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`stores/${owner.storeId}`), { configs: { enableOrderFunction: true }, tableCount: tableLinks }, { merge: true });
  const links = Array.from({ length: tableLinks }, (_, i) => {
    const uuid = `${owner.storeId}-link-${i + 1}`;
    batch.set(adminDb.doc(`stores/${owner.storeId}/tableLinks/${uuid}`), {
      uuid, storeId: owner.storeId, tableId: `table_${i + 1}`, storeName: 'Bench', accessCount: 0, isActive: true,
      createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    });
    return uuid;
  });
  await batch.commit();
  return { owner, menu: ids.map((id, i) => ({ id, name: DISHES[i] as string })), links };
}
