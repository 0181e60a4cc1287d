// Keeps publicMenus/{storeId}, the one document the guest page reads for a
// store's menu (src/domain/guest/public-menu.ts), in step with what it is
// made from: the menu items, the categories and the store's settings. Each
// change that a guest could see rewrites the whole document from a
// transaction's consistent reads, and records the time those reads saw the
// data at (`sourceReadAt`). A bulk change of many dishes fires many
// triggers: a rebuild that read after their commit already holds them, and
// those find the document made from later data and stop: a bulk change of
// 50 dishes in one command measured one rebuild (docs/areas/guest.md).
import { getFirestore, type DocumentSnapshot, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publicMenuOf, PUBLIC_CATEGORY_FIELDS, PUBLIC_ITEM_FIELDS, PUBLIC_STORE_FIELDS } from '../../../src/domain/guest/public-menu';
import { GUEST_FUNCTIONS } from '../../../src/domain/guest/functions';
import type { Implementations } from '../lib/deploy';

export const publicMenuPath = (storeId: string) => `publicMenus/${storeId}`;

/** When the reads the document was made from saw the data: a change committed before it is in the document. */
const SOURCE_READ_AT = 'sourceReadAt';

const docOf = (snap: DocumentSnapshot) => ({ ...(snap.data() ?? {}), id: snap.id });

/**
 * Writes the store's public menu as it stands, unless it was written after
 * `changedAt` already (that writing read the change). A store gone or
 * deleted leaves no public menu.
 */
export async function publishMenu(db: Firestore, storeId: string, changedAt?: Date): Promise<'written' | 'current' | 'removed'> {
  const ref = db.doc(publicMenuPath(storeId));
  const newer = (snap: DocumentSnapshot) => {
    const readAt = snap.get(SOURCE_READ_AT) as Timestamp | undefined;
    return changedAt !== undefined && readAt !== undefined && readAt.toDate() > changedAt;
  };
  if (newer(await ref.get())) return 'current';
  return db.runTransaction(async (tx) => {
    const published = await tx.get(ref);
    if (newer(published)) return 'current' as const;
    const [store, items, categories] = await Promise.all([
      tx.get(db.doc(`stores/${storeId}`)),
      tx.get(db.collection(`stores/${storeId}/menuItems`).where('_deleted', '==', false)),
      tx.get(db.collection(`stores/${storeId}/categories`).where('_deleted', '==', false)),
    ]);
    if (!store.exists || store.get('_deleted') === true) {
      if (published.exists) tx.delete(ref);
      return 'removed' as const;
    }
    const readAt = [store.readTime, items.readTime, categories.readTime].reduce((a, b) => (a.toMillis() <= b.toMillis() ? a : b));
    tx.set(ref, { ...publicMenuOf(docOf(store), items.docs.map(docOf), categories.docs.map(docOf)), [SOURCE_READ_AT]: readAt });
    return 'written' as const;
  });
}

type Fields = readonly string[];
const pick = (snap: DocumentSnapshot | undefined, fields: Fields) => JSON.stringify(fields.map((f) => (snap?.exists ? snap.get(f) ?? null : null)));

/** A write a guest could see: one of the fields the public menu is made from changed. */
const seen = (before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined, fields: Fields) => pick(before, fields) !== pick(after, fields);

function republishOn(path: string, fields: Fields) {
  return onDocumentWritten(path, async (event) => {
    if (!seen(event.data?.before, event.data?.after, fields)) return;
    // The change's own commit time: the event's time is when it was sent (whole seconds, later, in the emulator).
    // A document removed outright has none: the menu is written again whatever it holds.
    const after = event.data?.after;
    const outcome = await publishMenu(getFirestore(), event.params.storeId as string, after?.exists ? after.updateTime?.toDate() : undefined);
    // 'current': the document already held this change (a bulk's later triggers); counted in the logs.
    logger.info(`public menu ${outcome}`, { storeId: event.params.storeId, path });
  });
}

/** The Functions this module implements, by their declared names (src/domain/guest/functions.ts). */
export const PUBLISH_MENU_HANDLERS = {
  publishMenuOnItemWrite: republishOn('stores/{storeId}/menuItems/{itemId}', PUBLIC_ITEM_FIELDS),
  publishMenuOnCategoryWrite: republishOn('stores/{storeId}/categories/{categoryId}', PUBLIC_CATEGORY_FIELDS),
  publishMenuOnStoreWrite: republishOn('stores/{storeId}', PUBLIC_STORE_FIELDS),
} satisfies Partial<Implementations<typeof GUEST_FUNCTIONS>>;
