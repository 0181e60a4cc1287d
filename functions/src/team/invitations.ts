// Inviting a person to a store and their acceptance. The invitation's link
// carries a secret (only its hash is stored): the e-mail is the key, and the
// account that accepts must have the invited address when it has one.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FieldValue, getFirestore, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { isClientId } from '../../../src/domain/sync/commands';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isRole } from '../../../src/domain/session/roles';
import { acceptRefusal, INVITATION_TTL_MS, MAX_MEMBERS, normalEmail, validateInvitation, type InvitationRecord } from '../../../src/domain/team/invitation';
import { invitationMail } from '../../../src/domain/team/invitation-mail';
import { mayManage } from '../../../src/domain/team/permissions';
import { memberRef, requirePermission, type MemberDoc } from '../lib/member';
import { signedIn, storeIdOf, text } from '../lib/secure-call';
import { syncClaims, type UserRecordDoc } from '../store/stores';
import { TEAM_FUNCTIONS } from '../../../src/domain/team/functions';
import type { Implementations } from '../lib/deploy';

const invitationsOf = (db: Firestore, storeId: string) => db.collection(`stores/${storeId}/invitations`);
const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * The portal's address for the link: PORTAL_URL where deployed. In the
 * emulator the calling page's own origin, when it is a local one, so a
 * development portal on any port links to itself.
 */
function portalOrigin(requested: string): string {
  const configured = process.env.PORTAL_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (process.env.FUNCTIONS_EMULATOR === 'true' && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(requested)) return requested;
  throw new Error('PORTAL_URL is not set: invitation links need the portal address');
}

export const invitationLink = (origin: string, storeId: string, invitationId: string, secret: string) =>
  `${origin}/join/${storeId}/${invitationId}#${secret}`;

/** An invitation as the domain judges it; one without a known role is none. */
function recordOf(snap: DocumentSnapshot): InvitationRecord {
  const role: unknown = snap.get('role');
  if (!snap.exists || !isRole(role)) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
  return {
    email: String(snap.get('email')),
    role,
    state: snap.get('state') as InvitationRecord['state'],
    expiresAt: (snap.get('expiresAt') as Timestamp).toMillis(),
  };
}

async function readInvitation(db: Firestore, data: unknown) {
  const storeId = storeIdOf(data);
  const invitationId = text(data, 'invitationId');
  const secret = text(data, 'secret');
  if (!isClientId(invitationId) || secret === '') throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
  const ref = invitationsOf(db, storeId).doc(invitationId);
  const snap = await ref.get();
  const stored = Buffer.from(String(snap.get('secretHash') ?? ''), 'hex');
  const given = hashOf(secret);
  if (!snap.exists || stored.length !== given.length || !timingSafeEqual(stored, given)) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
  return { storeId, ref, invitation: { record: recordOf(snap), acceptedBy: snap.get('acceptedBy') as string | undefined } };
}

/** The Functions this module implements, by their declared names (src/domain/team/functions.ts). */
export const INVITATION_HANDLERS = {
  /** Invites one address to the store with a role below the inviter's; the link is returned too (to share it another way). */
  inviteMemberSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const storeId = storeIdOf(data);
    const by = await requirePermission(db, storeId, caller.uid, 'team');
    const origin = portalOrigin(text(data, 'origin'));
    const secret = randomBytes(24).toString('base64url');
    const ref = invitationsOf(db, storeId).doc();
    const nowMs = Date.now();

    const { email, role, storeName } = await db.runTransaction(async (tx) => {
      const [store, members, pending] = await Promise.all([
        tx.get(db.doc(`stores/${storeId}`)),
        tx.get(db.collection(`stores/${storeId}/members`).select('email')),
        tx.get(invitationsOf(db, storeId).where('state', '==', 'pending').where('expiresAt', '>', Timestamp.fromMillis(nowMs))),
      ]);
      const checked = validateInvitation({ email: text(data, 'email'), role: text(data, 'role') }, by, { members: members.size, pending: pending.size });
      if (!checked.ok) {
        const [field, message] = Object.entries(checked.errors)[0] ?? ['form', MESSAGES.stores.unexpected];
        throw new DomainError(field === 'form' ? 'failed-precondition' : 'invalid-argument', message, checked.errors);
      }
      if (members.docs.some((m) => m.get('email') === checked.email)) throw new DomainError('already-exists', MESSAGES.team.alreadyMember, { email: MESSAGES.team.alreadyMember });
      if (pending.docs.some((i) => i.get('email') === checked.email)) throw new DomainError('already-exists', MESSAGES.team.alreadyInvited, { email: MESSAGES.team.alreadyInvited });
      tx.create(ref, {
        email: checked.email,
        role: checked.role,
        state: 'pending',
        secretHash: hashOf(secret).toString('hex'),
        invitedBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(nowMs + INVITATION_TTL_MS),
      });
      return { ...checked, storeName: String(store.get('storeName') ?? '') };
    });

    const link = invitationLink(origin, storeId, ref.id, secret);
    const mail = invitationMail(storeName, role, link);
    await db.doc(`mail/invite_${storeId}_${ref.id}`).create({ to: email, message: mail, storeId, createdAt: FieldValue.serverTimestamp() });
    return { invitationId: ref.id, link, email, role };
  }),
  /** What the join page shows before accepting: the store and the role, never the secret's owner. */
  describeInvitationSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const { storeId, invitation } = await readInvitation(db, data);
    const refusal = acceptRefusal(invitation.record, caller.email, Date.now());
    const accepted = invitation.record.state === 'accepted' && invitation.acceptedBy === caller.uid;
    const store = await db.doc(`stores/${storeId}`).get();
    return {
      storeId,
      storeName: String(store.get('storeName') ?? ''),
      role: invitation.record.role,
      ...(accepted ? { accepted: true } : refusal ? { refusal } : {}),
    };
  }),
  /**
   * Accepts once: the member document, the user's store list and role, then the
   * claims. A retry by the same account after a lost answer finds the
   * invitation accepted by it and only mends the claims.
   */
  acceptInvitationSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const { storeId, ref } = await readInvitation(db, data);
    const userRef = db.doc(`users/${caller.uid}`);
    const role = await db.runTransaction(async (tx) => {
      const [snap, member, user, members] = await Promise.all([
        tx.get(ref),
        tx.get(memberRef(db, storeId, caller.uid)),
        tx.get(userRef),
        tx.get(db.collection(`stores/${storeId}/members`).select()),
      ]);
      const record = recordOf(snap);
      if (record.state === 'accepted' && snap.get('acceptedBy') === caller.uid) return record.role;
      const refusal = acceptRefusal(record, caller.email, Date.now());
      if (refusal) throw new DomainError('failed-precondition', refusal);
      if (member.exists) throw new DomainError('already-exists', MESSAGES.team.alreadyMember);
      if (members.size >= MAX_MEMBERS) throw new DomainError('failed-precondition', MESSAGES.team.membersFull.replace('{max}', String(MAX_MEMBERS)));
      const now = FieldValue.serverTimestamp();
      const doc: MemberDoc = {
        role: record.role,
        kind: 'person',
        ...(caller.email ? { email: normalEmail(caller.email) } : {}),
        addedBy: String(snap.get('invitedBy') ?? ''),
        createdAt: now,
        updatedAt: now,
      };
      tx.create(member.ref, doc);
      tx.update(ref, { state: 'accepted', acceptedBy: caller.uid, acceptedAt: now, updatedAt: now });
      const userDoc = (user.data() ?? {}) as UserRecordDoc;
      tx.set(
        userRef,
        {
          storeIds: [...new Set([...(userDoc.storeIds ?? []), storeId])],
          primaryStoreId: userDoc.primaryStoreId ?? storeId,
          storeRoles: { ...userDoc.storeRoles, [storeId]: record.role },
          ...(caller.email ? { email: caller.email } : {}),
          ...(user.exists ? {} : { createdAt: now }),
          updatedAt: now,
          _deleted: false,
        },
        { merge: true },
      );
      return record.role;
    });
    await syncClaims(caller.uid);
    return { storeId, role };
  }),
  /** Withdraws a pending invitation (its link then says so). */
  revokeInvitationSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const storeId = storeIdOf(data);
    const by = await requirePermission(db, storeId, caller.uid, 'team');
    const invitationId = text(data, 'invitationId');
    if (!isClientId(invitationId)) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
    const ref = invitationsOf(db, storeId).doc(invitationId);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
      const role: unknown = snap.get('role');
      if (!isRole(role) || !mayManage(by, role)) {
        throw new DomainError('permission-denied', MESSAGES.team.memberNotYours);
      }
      if (snap.get('state') === 'pending') tx.update(ref, { state: 'revoked', updatedAt: FieldValue.serverTimestamp() });
    });
    return { invitationId, state: 'revoked' };
  }),
} satisfies Partial<Implementations<typeof TEAM_FUNCTIONS>>;
