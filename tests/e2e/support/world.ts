// Fresh owners and stores for end-to-end tests, written with the Admin SDK as
// the Functions would (stamped, not deleted), so tests never disturb the demo world.
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../support/admin';
import { writeMember } from '../../support/members';

export interface Owner {
  uid: string;
  email: string;
  password: string;
  storeId: string;
}

const stamp = () => ({ updatedAt: FieldValue.serverTimestamp(), createdAt: FieldValue.serverTimestamp(), _deleted: false });

export async function ownerWithCategories(names: string[]): Promise<Owner> {
  const suffix = randomUUID().slice(0, 8);
  const storeId = `e2e-store-${suffix}`;
  const email = `e2e-${suffix}@example.test`;
  const password = 'test-pass-123';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  await adminAuth.setCustomUserClaims(user.uid, { role: 'OWNER', stores: { [storeId]: 'OWNER' } });
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`users/${user.uid}`), { email, storeIds: [storeId], primaryStoreId: storeId, ...stamp() });
  batch.set(adminDb.doc(`stores/${storeId}`), {
    id: storeId, storeName: `E2E ${suffix}`, ownerId: user.uid, tableCount: 0, hasCompletedOnboarding: true, ...stamp(),
    // As createStoreForCurrentUser records it: the creating browser's zone (the tests' browser runs in this machine's).
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  names.forEach((name, orderIndex) => {
    const id = `cat-${orderIndex}`;
    batch.set(adminDb.doc(`stores/${storeId}/categories/${id}`), {
      id, storeId, name, description: '', icon: '📁', color: '#6366f1', isActive: true, orderIndex, translations: {}, ...stamp(),
    });
  });
  await batch.commit();
  await writeMember(storeId, user.uid, 'OWNER', email);
  return { uid: user.uid, email, password, storeId };
}

/** The store's live categories' names, by orderIndex, as Firestore holds them. */
export async function categoryNames(storeId: string): Promise<string[]> {
  const snap = await adminDb.collection(`stores/${storeId}/categories`).where('_deleted', '==', false).get();
  return snap.docs
    .map((d) => d.data() as { name: string; orderIndex: number })
    .sort((a, b) => a.orderIndex - b.orderIndex || a.name.localeCompare(b.name))
    .map((c) => c.name);
}

/** Menu items in the store, in no category yet, written as the Functions would; their ids are item-0, item-1, ... */
export async function addMenuItems(storeId: string, names: string[]): Promise<string[]> {
  const batch = adminDb.batch();
  const ids = names.map((name, orderIndex) => {
    const id = `item-${orderIndex}`;
    batch.set(adminDb.doc(`stores/${storeId}/menuItems/${id}`), {
      id, storeId, name, description: '', price: 4.5, categories: [], isAvailable: true, orderIndex,
      translations: {}, beautifyEnabled: false, ...stamp(),
    });
    return id;
  });
  await batch.commit();
  return ids;
}

/** Another device deletes a menu item (a tombstone, as the Function writes it). */
export async function deleteMenuItemBehindTheBack(storeId: string, menuItemId: string): Promise<void> {
  await adminDb.doc(`stores/${storeId}/menuItems/${menuItemId}`).update({ _deleted: true, updatedAt: FieldValue.serverTimestamp() });
}

/** A live category's stored fields, found by name. */
export async function categoryByName(storeId: string, name: string): Promise<Record<string, unknown> | undefined> {
  const snap = await adminDb.collection(`stores/${storeId}/categories`).where('_deleted', '==', false).where('name', '==', name).get();
  return snap.docs[0]?.data();
}

/** A category's members as Firestore holds them: live links, and the items whose categories list it. */
export async function membership(storeId: string, categoryId: string): Promise<{ links: string[]; items: string[] }> {
  const [links, items] = await Promise.all([
    adminDb.collection(`stores/${storeId}/menuItemCategories`).where('categoryId', '==', categoryId).where('_deleted', '==', false).get(),
    adminDb.collection(`stores/${storeId}/menuItems`).where('categories', 'array-contains', categoryId).get(),
  ]);
  return {
    links: links.docs.map((d) => String(d.get('menuItemId'))).sort(),
    items: items.docs.map((d) => d.id).sort(),
  };
}

export async function commandCount(storeId: string): Promise<number> {
  return (await adminDb.collection(`stores/${storeId}/commands`).count().get()).data().count;
}

export async function addCategoryBehindTheBack(storeId: string, name: string): Promise<void> {
  const id = `other-${randomUUID().slice(0, 8)}`;
  await adminDb.doc(`stores/${storeId}/categories/${id}`).set({
    id, storeId, name, description: '', icon: '📁', color: '#6366f1', isActive: true, orderIndex: 99, translations: {}, ...stamp(),
  });
}

export interface SeedOrder {
  id: string;
  status: string;
  /** Minutes before now. */
  minutesAgo?: number;
  sellerNotes?: string;
  /** Defaults to table_<position + 1>. */
  tableId?: string;
  customerNotes?: string;
  /** Defaults to two of 'Dish <position + 1>' (menu item 'item-x', which no menu holds). */
  items?: Array<{ menuItemId: string; name: string; quantity: number }>;
}

/** Orders of today in the store, written as the Functions would (stamped, not deleted). */
export async function addOrders(storeId: string, orders: SeedOrder[]): Promise<void> {
  const batch = adminDb.batch();
  orders.forEach(({ id, status, minutesAgo = 5, sellerNotes, tableId, customerNotes, items: lines }, i) => {
    const items = (lines ?? [{ menuItemId: 'item-x', name: `Dish ${i + 1}`, quantity: 2 }])
      .map((line) => ({ ...line, price: 4.5, subtotal: 4.5 * line.quantity }));
    batch.set(adminDb.doc(`stores/${storeId}/orders/${id}`), {
      id, storeId, status, tableId: tableId ?? `table_${i + 1}`, items, totalAmount: 9, statusHistory: [],
      createdAt: new Date(Date.now() - minutesAgo * 60_000), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
      ...(sellerNotes ? { sellerNotes } : {}),
      ...(customerNotes ? { customerNotes } : {}),
    });
  });
  await batch.commit();
}

/** An order as Firestore holds it. */
export async function storedOrder(storeId: string, orderId: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`stores/${storeId}/orders/${orderId}`).get()).data() ?? {};
}

/** Another device changes an order (as the Function writes it). */
export async function setOrderBehindTheBack(storeId: string, orderId: string, fields: Record<string, unknown>): Promise<void> {
  await adminDb.doc(`stores/${storeId}/orders/${orderId}`).update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
}
