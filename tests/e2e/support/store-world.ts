// Store documents, customer messages and role-less members for the store,
// settings and messages tests, written with the Admin SDK as the Functions would.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../support/admin';
import { writeMember } from '../../support/members';
import type { Owner } from './world';

export async function storeDoc(storeId: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`stores/${storeId}`).get()).data() ?? {};
}

/** Fields of the store document written as a Function would: stamped, so devices pull them. */
export async function updateStore(storeId: string, fields: Record<string, unknown>): Promise<void> {
  await adminDb.doc(`stores/${storeId}`).update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
}

/** How many command records a callable left in the store (its exactly-once records). */
export async function commandsOf(storeId: string, name: string): Promise<number> {
  return (await adminDb.collection(`stores/${storeId}/commands`).where('name', '==', name).count().get()).data().count;
}

export interface SeedMessage {
  id: string;
  message: string;
  status?: 'new' | 'read' | 'responded';
  rating?: number;
  name?: string;
  tableId?: string;
  /** Minutes ago; null leaves createdAt out ('Unknown date'). */
  minutesAgo?: number | null;
}

export async function addMessages(storeId: string, messages: SeedMessage[]): Promise<void> {
  const batch = adminDb.batch();
  for (const m of messages) {
    batch.set(adminDb.doc(`stores/${storeId}/customerMessages/${m.id}`), {
      sellerId: storeId, message: m.message, status: m.status ?? 'new',
      ...(m.rating ? { rating: m.rating } : {}),
      ...(m.name ? { customerInfo: { name: m.name } } : {}),
      ...(m.tableId ? { tableId: m.tableId } : {}),
      ...(m.minutesAgo === null ? {} : { createdAt: Timestamp.fromMillis(Date.now() - (m.minutesAgo ?? 0) * 60_000) }),
      updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    });
  }
  await batch.commit();
}

export async function storedMessage(storeId: string, id: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`stores/${storeId}/customerMessages/${id}`).get()).data() ?? {};
}

/** A STAFF member of the owner's store: not OWNER, not MANAGER. */
export async function staffMember(owner: Owner): Promise<Owner> {
  const email = `e2e-staff-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'test-pass-123';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  await writeMember(owner.storeId, user.uid, 'STAFF', email);
  await adminAuth.setCustomUserClaims(user.uid, { role: 'STAFF', stores: { [owner.storeId]: 'STAFF' } });
  await adminDb.doc(`users/${user.uid}`).set({
    email, storeIds: [owner.storeId], primaryStoreId: owner.storeId, storeRoles: { [owner.storeId]: 'STAFF' },
    updatedAt: FieldValue.serverTimestamp(), createdAt: FieldValue.serverTimestamp(), _deleted: false,
  });
  return { uid: user.uid, email, password, storeId: owner.storeId };
}
