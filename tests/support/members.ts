import { FieldValue } from 'firebase-admin/firestore';
import type { Role } from '../../src/domain/shared/entities';
import { adminDb } from './admin';

/**
 * Makes `uid` a member of the store with `role`, as the Functions record it
 * (store creation, an accepted invitation): the member document the rules and
 * the Functions read. Claims are the caller's to set: they only mirror this.
 */
export async function writeMember(storeId: string, uid: string, role: Role, email?: string): Promise<void> {
  await adminDb.doc(`stores/${storeId}/members/${uid}`).set({
    role,
    kind: 'person',
    ...(email ? { email: email.toLowerCase() } : {}),
    addedBy: uid,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
