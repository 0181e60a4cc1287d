// A person joins a store: their member document (the truth the rules and the
// Functions read), the invitation marked accepted, and their own store list
// and role, in the caller's transaction (its reads done first). Shared by an
// acceptance and by the approval of a phone-only one; the claims follow
// after the commit (syncClaims).
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Role } from '../../../src/domain/shared/entities';
import { normalEmail } from '../../../src/domain/team/invitation';
import { memberRef, type MemberDoc } from '../lib/member';
import type { UserRecordDoc } from '../store/stores';

export interface Joining {
  storeId: string;
  uid: string;
  role: Role;
  invitation: DocumentReference;
  /** Who sent the invitation: the member's addedBy. */
  invitedBy: string;
  /** The person's address or phone, as their account has it. */
  email?: string;
  phone?: string;
  /** Their user document, read in the transaction. */
  user: DocumentSnapshot;
  /** Who approved a phone-only acceptance, if someone did. */
  approvedBy?: string;
}

export function joinStore(db: Firestore, tx: Transaction, join: Joining): void {
  const now = FieldValue.serverTimestamp();
  const doc: MemberDoc = {
    role: join.role,
    kind: 'person',
    ...(join.email ? { email: normalEmail(join.email) } : {}),
    ...(join.phone ? { phone: join.phone } : {}),
    addedBy: join.invitedBy,
    createdAt: now,
    updatedAt: now,
  };
  tx.create(memberRef(db, join.storeId, join.uid), doc);
  tx.update(join.invitation, {
    state: 'accepted', acceptedBy: join.uid, acceptedAt: now, updatedAt: now, ...(join.approvedBy ? { approvedBy: join.approvedBy } : {}),
  });
  const userDoc = (join.user.data() ?? {}) as UserRecordDoc;
  tx.set(
    join.user.ref,
    {
      storeIds: [...new Set([...(userDoc.storeIds ?? []), join.storeId])],
      primaryStoreId: userDoc.primaryStoreId ?? join.storeId,
      storeRoles: { ...userDoc.storeRoles, [join.storeId]: join.role },
      ...(join.email ? { email: join.email } : {}),
      ...(join.user.exists ? {} : { createdAt: now }),
      updatedAt: now,
      _deleted: false,
    },
    { merge: true },
  );
}
