// Keeps publicLinks/{linkId} beside each table link (src/domain/guest/public-link.ts):
// the guest page finds a QR code's store and table there, by the code's id.
// The link is read again in a transaction, so a trigger that runs late never
// writes an older state over a newer one.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publicLinkOf } from '../../../src/domain/guest/public-link';
import { GUEST_FUNCTIONS } from '../../../src/domain/guest/functions';
import type { Implementations } from '../lib/deploy';

export const publicLinkPath = (linkId: string) => `publicLinks/${linkId}`;

export async function publishLink(db: Firestore, storeId: string, linkId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const link = await tx.get(db.doc(`stores/${storeId}/tableLinks/${linkId}`));
    const ref = db.doc(publicLinkPath(linkId));
    if (!link.exists) tx.delete(ref);
    else tx.set(ref, publicLinkOf(storeId, link.data() ?? {}));
  });
}

/** The Functions this module implements, by their declared names (src/domain/guest/functions.ts). */
export const PUBLISH_LINK_HANDLERS = {
  publishLinkOnWrite: onDocumentWritten('stores/{storeId}/tableLinks/{linkId}', (event) =>
    publishLink(getFirestore(), event.params.storeId as string, event.params.linkId as string),
  ),
} satisfies Partial<Implementations<typeof GUEST_FUNCTIONS>>;
