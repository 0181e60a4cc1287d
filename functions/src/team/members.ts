// Changing a member's role and removing a member. Both act on the member
// document (the truth the Functions and rules read) and the user's own store
// list in one transaction, then refresh the member's claims.
import { FieldValue, getFirestore, type Firestore, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Role } from '../../../src/domain/shared/entities';
import { isClientId } from '../../../src/domain/sync/commands';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isRole } from '../../../src/domain/session/roles';
import { mayAssign, mayManage } from '../../../src/domain/team/permissions';
import { memberRef, requirePermission } from '../lib/member';
import { signedIn, storeIdOf, text } from '../lib/secure-call';
import { syncClaims, type UserRecordDoc } from '../store/stores';
import { endDevice } from './pairing-codes';
import { TEAM_FUNCTIONS } from '../../../src/domain/team/functions';
import type { Implementations } from '../lib/deploy';

/** The pending invitations a member sent in this store. */
const pendingSentBy = (db: Firestore, storeId: string, uid: string) =>
  db.collection(`stores/${storeId}/invitations`).where('invitedBy', '==', uid).where('state', '==', 'pending');

function withdraw(tx: Transaction, invitations: readonly QueryDocumentSnapshot[]): void {
  for (const invitation of invitations) tx.update(invitation.ref, { state: 'revoked', updatedAt: FieldValue.serverTimestamp() });
}

function target(data: unknown): { storeId: string; uid: string } {
  const storeId = storeIdOf(data);
  const uid = text(data, 'uid');
  if (!isClientId(uid)) throw new DomainError('not-found', MESSAGES.team.removed);
  return { storeId, uid };
}

/** The Functions this module implements, by their declared names (src/domain/team/functions.ts). */
export const MEMBER_HANDLERS = {
  /** A new role for a member below the caller, and only a role below the caller's own. */
  changeMemberRoleSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const { storeId, uid } = target(data);
    const role = text(data, 'role');
    const by = await requirePermission(db, storeId, caller.uid, 'team');
    if (!isRole(role) || !mayAssign(by, role)) throw new DomainError('permission-denied', MESSAGES.team.roleNotYours, { role: MESSAGES.team.roleNotYours });
    await db.runTransaction(async (tx) => {
      const [member, user, sent] = await Promise.all([tx.get(memberRef(db, storeId, uid)), tx.get(db.doc(`users/${uid}`)), tx.get(pendingSentBy(db, storeId, uid))]);
      const current: unknown = member.get('role');
      if (!member.exists || !isRole(current)) throw new DomainError('not-found', MESSAGES.team.removed);
      if (current === 'OWNER') throw new DomainError('permission-denied', MESSAGES.team.ownerStays);
      if (!mayManage(by, current)) throw new DomainError('permission-denied', MESSAGES.team.memberNotYours);
      if (member.get('kind') === 'device' && role !== 'KITCHEN') throw new DomainError('invalid-argument', MESSAGES.team.roleNotYours);
      const now = FieldValue.serverTimestamp();
      tx.update(member.ref, { role, updatedAt: now });
      const roles = (user.data() as UserRecordDoc | undefined)?.storeRoles ?? {};
      tx.set(user.ref, { storeRoles: { ...roles, [storeId]: role }, updatedAt: now }, { merge: true });
      // What they sent and may no longer give is withdrawn with their power to give it.
      withdraw(tx, sent.docs.filter((i) => !isRole(i.get('role')) || !mayAssign(role, i.get('role') as Role)));
    });
    await syncClaims(uid);
    return { uid, role };
  }),
  /**
   * Removes a member whose role is below the caller's. The member document goes
   * at once, so their next call and their next read are refused (the Functions
   * and the rules read it); the claims follow.
   */
  removeMemberSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const { storeId, uid } = target(data);
    const by = await requirePermission(db, storeId, caller.uid, 'team');
    const device = await db.runTransaction(async (tx) => {
      const [member, user, sent] = await Promise.all([tx.get(memberRef(db, storeId, uid)), tx.get(db.doc(`users/${uid}`)), tx.get(pendingSentBy(db, storeId, uid))]);
      const current: unknown = member.get('role');
      if (!member.exists || !isRole(current)) return false; // Removed already: the same answer again.
      if (current === 'OWNER') throw new DomainError('permission-denied', MESSAGES.team.ownerStays);
      if (!mayManage(by, current)) throw new DomainError('permission-denied', MESSAGES.team.memberNotYours);
      tx.delete(member.ref);
      // A removed member's invitations go with them: no link of theirs opens the store afterwards.
      withdraw(tx, sent.docs);
      const record = (user.data() ?? {}) as UserRecordDoc;
      const storeIds = (record.storeIds ?? []).filter((id) => id !== storeId);
      const storeRoles = { ...record.storeRoles };
      delete storeRoles[storeId];
      tx.set(
        user.ref,
        {
          storeIds,
          storeRoles,
          ...(record.primaryStoreId === storeId ? { primaryStoreId: storeIds[0] ?? FieldValue.delete() } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { mergeFields: ['storeIds', 'storeRoles', 'updatedAt', ...(record.primaryStoreId === storeId ? ['primaryStoreId'] : [])] },
      );
      return member.get('kind') === 'device';
    });
    await syncClaims(uid);
    // An unpaired display ends: its account can sign in no more, and its refresh token is spent.
    if (device) await endDevice(uid);
    return { uid, removed: true };
  }),
} satisfies Partial<Implementations<typeof TEAM_FUNCTIONS>>;
