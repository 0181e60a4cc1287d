// The Harbor Kitchen demo menu (scripts/seed/demo-menu.ts, with its Chinese
// translations) in a fresh e2e store, and what Firestore holds of its translations.
import { FieldValue } from 'firebase-admin/firestore';
import { HARBOR_MENU } from '../../../scripts/seed/demo-menu.ts';
import { adminDb } from '../../support/admin';
import { ownerWithCategories, type Owner } from './world';

const stamp = () => ({ updatedAt: FieldValue.serverTimestamp(), createdAt: FieldValue.serverTimestamp(), _deleted: false });

export async function ownerWithDemoMenu(): Promise<Owner> {
  const owner = await ownerWithCategories([]);
  const batch = adminDb.batch();
  let orderIndex = 0;
  HARBOR_MENU.forEach((cat, c) => {
    const categoryId = `cat-${cat.slug}`;
    batch.set(adminDb.doc(`stores/${owner.storeId}/categories/${categoryId}`), {
      id: categoryId, storeId: owner.storeId, name: cat.name, description: cat.description, icon: cat.icon, color: cat.color,
      isActive: true, orderIndex: c, translations: { zh: { name: cat.zh[0], description: cat.zh[1] } }, ...stamp(),
    });
    for (const dish of cat.dishes) {
      const id = `item-${dish.slug}`;
      batch.set(adminDb.doc(`stores/${owner.storeId}/menuItems/${id}`), {
        id, storeId: owner.storeId, name: dish.name, description: dish.description, price: dish.price, isAvailable: true,
        orderIndex: orderIndex++, categories: [categoryId], translations: { zh: { name: dish.zh[0], description: dish.zh[1] } },
        beautifyEnabled: false, ...stamp(),
      });
    }
  });
  await batch.commit();
  return owner;
}

export interface StoredTranslations { id: string; name: string; translations: Record<string, { name: string; description: string; source?: { name: string; description: string } }> }

export async function storedTranslations(storeId: string, collection: 'menuItems' | 'categories'): Promise<StoredTranslations[]> {
  const snap = await adminDb.collection(`stores/${storeId}/${collection}`).get();
  return snap.docs.map((d) => ({ id: d.id, name: String(d.get('name')), translations: (d.get('translations') ?? {}) as StoredTranslations['translations'] }));
}

export const DEMO_ROW_COUNT = HARBOR_MENU.length + HARBOR_MENU.reduce((n, c) => n + c.dishes.length, 0);
