import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Role } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isRole } from '../../../src/domain/session/roles';
import { can, type Permission } from '../../../src/domain/team/permissions';

/**
 * A store's member, `stores/{storeId}/members/{uid}`: the truth about who may
 * do what in a store. The token's claims mirror it for the app's screens, but
 * a claim outlives a removal by up to an hour (ID tokens are not recalled), so
 * the Functions and the rules read this document instead.
 */
export interface MemberDoc {
  role: Role;
  /** A person signed in with their own account, or a paired kitchen display. */
  kind: 'person' | 'device';
  email?: string;
  displayName?: string;
  addedBy: string;
  /** Server timestamps. */
  createdAt: unknown;
  updatedAt: unknown;
}

export const memberRef = (db: Firestore, storeId: string, uid: string) => db.doc(`stores/${storeId}/members/${uid}`);

/** The caller's role in the store, or undefined when they are not a member (never trust the token for this). */
export async function memberRole(db: Firestore, storeId: string, uid: string, tx?: Transaction): Promise<Role | undefined> {
  const ref: DocumentReference = memberRef(db, storeId, uid);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const role: unknown = snap.get('role');
  return snap.exists && isRole(role) ? role : undefined;
}

/**
 * Refuses a caller who is not a member, or whose role lacks `permission`, with
 * the words they can act on. Returns the role for handlers that judge further.
 */
export async function requirePermission(db: Firestore, storeId: string, uid: string, permission: Permission, tx?: Transaction): Promise<Role> {
  const role = await memberRole(db, storeId, uid, tx);
  if (!role) throw new DomainError('permission-denied', MESSAGES.menu.permissionDenied);
  if (!can(role, permission)) {
    throw new DomainError('permission-denied', MESSAGES.team.forbidden.replace('{role}', MESSAGES.team.roleNames[role]));
  }
  return role;
}
