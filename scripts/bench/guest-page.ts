// The guest page behind the QR codes as a guest's phone meets it: its first
// load's weight (what index.html loads, production build, gzipped) and a
// Lighthouse run with its mobile preset (simulated slow 4G and a 4x slower
// CPU) on a table of a seeded store, served from the built page against the
// emulators. Prints each figure beside its target (issue 40: 60 KiB,
// performance 0.95, accessibility 1.0).
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { firstRouteWeight, type RouteWeight } from './first-route.ts';
import { publishStore } from '../lib/guest-backfill.ts';
import { GUEST_URL, PROJECT_ID, ROOT } from '../lib/project.ts';

export const GUEST_FIRST_LOAD_GOAL_KIB = 60;
export const GUEST_LIGHTHOUSE_GOALS = { performance: 0.95, accessibility: 1 } as const;

export function guestFirstLoad(): Promise<RouteWeight> {
  return firstRouteWeight(join(ROOT, 'guest', 'vite.config.ts'));
}

/** A store of 24 dishes in 4 categories with a table link, published as the Functions would: the table's page. */
export async function guestTablePage(): Promise<string> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const storeId = `bench-guest-${randomUUID().slice(0, 8)}`;
  const stamp = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), _deleted: false };
  const batch = db.batch();
  batch.set(db.doc(`stores/${storeId}`), {
    id: storeId, storeName: 'Bench Bistro', ownerId: 'bench', tableCount: 1, ...stamp,
    configs: { enableOrderFunction: true, orderConfig: { enableTax: true, taxRate: 8.5, presetGratuityRates: [10, 15, 20] }, featureFlags: { enableRealTimeOrderStatus: true } },
  });
  for (let c = 0; c < 4; c++) {
    batch.set(db.doc(`stores/${storeId}/categories/cat-${c}`), { id: `cat-${c}`, storeId, name: `Course ${c + 1}`, icon: '🍲', isActive: true, orderIndex: c, translations: {}, ...stamp });
    for (let i = 0; i < 6; i++) {
      const id = `dish-${c}-${i}`;
      batch.set(db.doc(`stores/${storeId}/menuItems/${id}`), {
        id, storeId, name: `Dish ${c + 1}.${i + 1}`, description: 'Slow-cooked with seasonal vegetables, herbs and a light broth.',
        price: 8 + i, categories: [`cat-${c}`], isAvailable: true, orderIndex: c * 6 + i, translations: {}, beautifyEnabled: false, ...stamp,
      });
    }
  }
  const link = randomUUID();
  batch.set(db.doc(`stores/${storeId}/tableLinks/${link}`), { uuid: link, storeId, tableId: 'table_1', tableNumber: 1, storeName: 'Bench Bistro', accessCount: 0, isActive: true, ...stamp });
  await batch.commit();
  await publishStore(db, storeId);
  return `${GUEST_URL}/t/${link}`;
}
