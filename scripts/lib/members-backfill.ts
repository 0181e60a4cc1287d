// Gives every store member of a project made before member documents existed
// their document, from the users' own store lists (users/{uid}: storeIds and
// storeRoles; a store without a role there is the user's own, as syncClaims
// reads it). Safe to run again: a member document that exists is left as it is.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isRole } from '../../src/domain/session/roles.ts';

export interface BackfillSummary {
  users: number;
  written: number;
  kept: number;
}

export async function backfillMembers(db: Firestore): Promise<BackfillSummary> {
  const summary: BackfillSummary = { users: 0, written: 0, kept: 0 };
  const users = await db.collection('users').get();
  for (const user of users.docs) {
    summary.users++;
    const storeIds = (user.get('storeIds') as unknown[] | undefined)?.filter((id): id is string => typeof id === 'string') ?? [];
    const roles = (user.get('storeRoles') ?? {}) as Record<string, unknown>;
    for (const storeId of storeIds) {
      const role = isRole(roles[storeId]) ? roles[storeId] : 'OWNER';
      const ref = db.doc(`stores/${storeId}/members/${user.id}`);
      const wrote = await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return false;
        const email = user.get('email');
        tx.create(ref, {
          role,
          kind: 'person',
          ...(typeof email === 'string' ? { email: email.toLowerCase() } : {}),
          addedBy: user.id,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        return true;
      });
      if (wrote) summary.written++;
      else summary.kept++;
    }
  }
  return summary;
}
