import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ChangedBy } from '../../../src/domain/shared/changed-by';
import type { Role } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isRole } from '../../../src/domain/session/roles';
import { activityStampDue } from '../../../src/domain/team/activity';
import { memberName } from '../../../src/domain/team/member-name';
import { millis } from './millis';
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
  /** A phone-only person's number, as their account has it (the Team section names them by it). */
  phone?: string;
  displayName?: string;
  addedBy: string;
  /** Server timestamps. */
  createdAt: unknown;
  updatedAt: unknown;
  /** When a command of theirs last arrived, stamped at most every few minutes (stampActivity). */
  lastActiveAt?: unknown;
}

export const memberRef = (db: Firestore, storeId: string, uid: string) => db.doc(`stores/${storeId}/members/${uid}`);

/** A member as a command acts: their role, and who they are for the records their changes leave. */
export interface ActingMember {
  role: Role;
  actor: ChangedBy;
  /** Epoch ms of the last stamped activity, undefined if never. */
  lastActiveAt?: number;
}

/** The caller as a member of the store, or undefined when they are not one (never trust the token for this). */
async function readMember(db: Firestore, storeId: string, uid: string, tx?: Transaction): Promise<ActingMember | undefined> {
  const ref: DocumentReference = memberRef(db, storeId, uid);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const role: unknown = snap.get('role');
  if (!snap.exists || !isRole(role)) return undefined;
  const lastActiveAt = millis(snap.get('lastActiveAt')) ?? undefined;
  return { role, actor: { uid, name: memberName(snap.data()) }, ...(lastActiveAt === undefined ? {} : { lastActiveAt }) };
}

/**
 * Refuses a caller who is not a member, or whose role lacks `permission`, with
 * the words they can act on. Returns the member (role and name, read from
 * their document now) for handlers that judge further or record who acted.
 */
export async function requireMember(db: Firestore, storeId: string, uid: string, permission: Permission, tx?: Transaction): Promise<ActingMember> {
  const member = await readMember(db, storeId, uid, tx);
  if (!member) throw new DomainError('permission-denied', MESSAGES.menu.permissionDenied);
  if (!can(member.role, permission)) {
    throw new DomainError('permission-denied', MESSAGES.team.forbidden.replace('{role}', MESSAGES.team.roleNames[member.role]));
  }
  return member;
}

/**
 * Stamps the member's last activity when it is due (src/domain/team/activity.ts),
 * outside the command's transaction so that it never contends with the work.
 * `update`, not `set`: a member removed meanwhile is not brought back, and a
 * stamp that fails costs the command nothing.
 */
export async function stampActivity(db: Firestore, storeId: string, uid: string, member: ActingMember): Promise<void> {
  if (!activityStampDue(member.lastActiveAt, Date.now())) return;
  await memberRef(db, storeId, uid).update({ lastActiveAt: FieldValue.serverTimestamp() }).catch(() => undefined);
}

/** requireMember for handlers that need only the role. */
export async function requirePermission(db: Firestore, storeId: string, uid: string, permission: Permission, tx?: Transaction): Promise<Role> {
  return (await requireMember(db, storeId, uid, permission, tx)).role;
}
