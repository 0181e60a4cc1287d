// Menus for end-to-end tests: an owner whose store has N items (and a few
// categories, some items linked), written with the Admin SDK as the Functions
// would write them, and readers of what Firestore holds afterwards.
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../support/admin';
import { ownerWithCategories, type Owner } from './world';

const stamp = () => ({ updatedAt: FieldValue.serverTimestamp(), createdAt: FieldValue.serverTimestamp(), _deleted: false });

export interface MenuSeed {
  /** Item i is named `Item {i+1}` unless a name is given here. */
  names?: string[];
  count: number;
  categories?: string[];
  /** Item index → category indexes it belongs to. */
  links?: Record<number, number[]>;
  /** Item indexes that have an image (a small one the app itself serves). */
  withImage?: number[];
}

export const itemId = (i: number) => `item-${String(i).padStart(3, '0')}`;
export const categoryId = (i: number) => `cat-${i}`; // as ownerWithCategories names them

export async function ownerWithMenu(seed: MenuSeed): Promise<Owner> {
  const owner = await ownerWithCategories(seed.categories ?? []);
  const batch = adminDb.batch();
  for (let i = 0; i < seed.count; i++) {
    const id = itemId(i);
    const categories = (seed.links?.[i] ?? []).map(categoryId);
    const image = seed.withImage?.includes(i)
      ? { imageUrl: '/icons/icon-192.png', imagePath: `stores/${owner.storeId}/menu/${id}.png` }
      : {};
    batch.set(adminDb.doc(`stores/${owner.storeId}/menuItems/${id}`), {
      id, storeId: owner.storeId, name: seed.names?.[i] ?? `Item ${i + 1}`, description: `Description ${i + 1}`,
      price: 5 + i, isAvailable: true, orderIndex: i, categories, translations: {}, beautifyEnabled: false,
      ...image, ...stamp(),
    });
    for (const categoryIdOf of categories) {
      batch.set(adminDb.doc(`stores/${owner.storeId}/menuItemCategories/${id}_${categoryIdOf}`), {
        menuItemId: id, categoryId: categoryIdOf, storeId: owner.storeId, ...stamp(),
      });
    }
  }
  await batch.commit();
  return owner;
}

export interface StoredMenuItem {
  id: string;
  name: string;
  description: string;
  price: number;
  isAvailable: boolean;
  orderIndex: number;
  categories: string[];
  translations: Record<string, { name: string; description: string }>;
  imageUrl?: string;
}

/** The store's live menu items in list order (orderIndex ascending), as Firestore holds them. */
export async function storedMenu(storeId: string): Promise<StoredMenuItem[]> {
  const snap = await adminDb.collection(`stores/${storeId}/menuItems`).where('_deleted', '==', false).get();
  return snap.docs
    .map((d) => ({ ...(d.data() as StoredMenuItem), id: d.id }))
    .sort((a, b) => a.orderIndex - b.orderIndex || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export async function storedMenuNames(storeId: string): Promise<string[]> {
  return (await storedMenu(storeId)).map((i) => i.name);
}

/** Links an item to a category as setCategoryMenuItemsSecure would: the link document and the item's list. */
export async function linkBehindTheBack(storeId: string, menuItemId: string, categoryIdOf: string): Promise<void> {
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`stores/${storeId}/menuItemCategories/${menuItemId}_${categoryIdOf}`), {
    menuItemId, categoryId: categoryIdOf, storeId, ...stamp(),
  });
  batch.update(adminDb.doc(`stores/${storeId}/menuItems/${menuItemId}`), {
    categories: FieldValue.arrayUnion(categoryIdOf), updatedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}
