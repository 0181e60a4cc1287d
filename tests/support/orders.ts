import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/** An order as a Function would have written it (stamped, not deleted); returns its id. */
export async function seedOrder(storeId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await adminDb.doc(`stores/${storeId}/orders/${id}`).set({
    id,
    status: 'pending',
    tableId: 'table_1',
    items: [{ menuItemId: 'item-1', name: 'Soup', quantity: 2, price: 4.5, subtotal: 9 }],
    totalAmount: 9,
    sellerNotes: '',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    _deleted: false,
    ...fields,
  });
  return id;
}

export async function orderDoc(storeId: string, orderId: string) {
  return (await adminDb.doc(`stores/${storeId}/orders/${orderId}`).get()).data() as Record<string, unknown> & {
    statusHistory?: Array<Record<string, unknown>>;
  };
}

/** A menu item written as Functions would. */
export async function seedMenuItem(storeId: string, name: string, price: number, extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await adminDb.doc(`stores/${storeId}/menuItems/${id}`).set({
    id, storeId, name, description: '', price, isAvailable: true, categories: [], orderIndex: 0, translations: {},
    beautifyEnabled: false, createdAt: Timestamp.now(), updatedAt: Timestamp.now(), _deleted: false, ...extra,
  });
  return id;
}

/** A table link under the store, found by placeOrderSecure through its uuid. */
export async function seedTableLink(storeId: string, tableId = 'table_7', extra: Record<string, unknown> = {}): Promise<string> {
  const uuid = randomUUID();
  await adminDb.doc(`stores/${storeId}/tableLinks/${uuid}`).set({
    uuid, storeId, tableId, storeName: 'Test', accessCount: 0, isActive: true,
    createdAt: Timestamp.now(), updatedAt: Timestamp.now(), _deleted: false, ...extra,
  });
  return uuid;
}

/** Turns the store's ordering switch and order settings (merged into configs). */
export async function setOrdering(storeId: string, configs: Record<string, unknown>): Promise<void> {
  await adminDb.doc(`stores/${storeId}`).set({ configs }, { merge: true });
}
