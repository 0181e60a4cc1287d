// The guest page's public documents of a store (src/domain/guest): its menu
// and one link per table link, written by the Functions' own code
// (functions/src/guest) on the Functions' copy of the Admin SDK
// (functions-admin.ts). The seed's way of publishing the demo stores, and the
// backfill of stores made before the guest page (scripts/guest-backfill.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { publishMenu } from '../../functions/src/guest/publish-menu.ts';
import { publishLink } from '../../functions/src/guest/publish-link.ts';
import { functionsFirestore } from './functions-admin.ts';

export interface PublishedStore {
  menu: 'written' | 'current' | 'removed';
  links: number;
}

export async function publishStore(db: Firestore, storeId: string): Promise<PublishedStore> {
  const fdb = await functionsFirestore(db);
  const menu = await publishMenu(fdb, storeId);
  const links = await fdb.collection(`stores/${storeId}/tableLinks`).select().get();
  for (const link of links.docs) await publishLink(fdb, storeId, link.id);
  return { menu, links: links.size };
}
