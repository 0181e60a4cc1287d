// Inviting a person to a store and their acceptance. The invitation's link
// carries a secret (only its hash is stored): the e-mail is the key, and the
// account that accepts must have the invited address when it has one.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FieldValue, getFirestore, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { isClientId } from '../../../src/domain/sync/commands';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isRole } from '../../../src/domain/session/roles';
import { acceptorMustVerify, acceptorNeedsApproval, acceptRefusal, INVITATION_TTL_MS, invitationMailRefusal, MAX_MEMBERS, normalEmail, validateInvitation, type InvitationRecord } from '../../../src/domain/team/invitation';
import { invitationMail } from '../../../src/domain/team/invitation-mail';
import { mayAssign, mayManage } from '../../../src/domain/team/permissions';
import { memberRef, requirePermission } from '../lib/member';
import { signedIn, storeIdOf, text } from '../lib/secure-call';
import { syncClaims } from '../store/stores';
import { joinStore } from './joining';
import { TEAM_FUNCTIONS } from '../../../src/domain/team/functions';
import type { Implementations } from '../lib/deploy';
import { projectAllowance } from '../lib/project-usage';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's (UTC) invitation e-mail counters, in usageCounters: the store's,
 * the inviting account's and the address's (by its hash: no address in a
 * document id). Kept a day past their own, then removed by the TTL policy on expireAt.
 */
function mailCounters(db: Firestore, nowMs: number, by: { store: string; account: string; address: string }) {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const address = createHash('sha256').update(by.address).digest('hex');
  return {
    refs: [`invite_store_${by.store}`, `invite_account_${by.account}`, `invite_address_${address}`].map((name) => db.doc(`usageCounters/${name}_${day}`)),
    expireAt: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS),
  };
}

/** An invitation as the domain judges it; one without a known role is none. */
function recordOf(snap: DocumentSnapshot): InvitationRecord {
  const role: unknown = snap.get('role');
  if (!snap.exists || !isRole(role)) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
  return {
    email: String(snap.get('email')),
    role,
    state: snap.get('state') as InvitationRecord['state'],
    expiresAt: (snap.get('expiresAt') as Timestamp).toMillis(),
    ...(typeof snap.get('awaitingBy') === 'string' ? { awaitingBy: snap.get('awaitingBy') as string } : {}),
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

    const sent = mailCounters(db, nowMs, { store: storeId, account: caller.uid, address: normalEmail(text(data, 'email')) });
    const link = invitationLink(origin, storeId, ref.id, secret);

    const { email, role } = await db.runTransaction(async (tx) => {
      const [store, members, pending, ...counters] = await Promise.all([
        tx.get(db.doc(`stores/${storeId}`)),
        tx.get(db.collection(`stores/${storeId}/members`).select('email')),
        tx.get(invitationsOf(db, storeId).where('state', '==', 'pending').where('expiresAt', '>', Timestamp.fromMillis(nowMs))),
        ...sent.refs.map((counter) => tx.get(counter)),
      ]);
      const checked = validateInvitation({ email: text(data, 'email'), role: text(data, 'role') }, by, { members: members.size, pending: pending.size });
      if (!checked.ok) {
        const [field, message] = Object.entries(checked.errors)[0] ?? ['form', MESSAGES.stores.unexpected];
        throw new DomainError(field === 'form' ? 'failed-precondition' : 'invalid-argument', message, checked.errors);
      }
      if (members.docs.some((m) => m.get('email') === checked.email)) throw new DomainError('already-exists', MESSAGES.team.alreadyMember, { email: MESSAGES.team.alreadyMember });
      if (pending.docs.some((i) => i.get('email') === checked.email)) throw new DomainError('already-exists', MESSAGES.team.alreadyInvited, { email: MESSAGES.team.alreadyInvited });
      // Mail is the costly part, and the one a stranger could aim at anyone: bounded before anything is written.
      const [storeSent, accountSent, addressSent] = counters.map((c) => Number(c.get('n') ?? 0) || 0) as [number, number, number];
      const tooMany = invitationMailRefusal({ store: storeSent, account: accountSent, address: addressSent }, nowMs);
      if (tooMany) throw new DomainError('failed-precondition', tooMany);
      // And the whole project's mail of the day (lib/project-usage.ts), counted with the mail.
      const projectMail = await projectAllowance(db, 'mails', 1, nowMs);
      tx.set(projectMail.ref, projectMail.data, { merge: true });
      for (const counter of sent.refs) tx.set(counter, { n: FieldValue.increment(1), expireAt: sent.expireAt }, { merge: true });
      tx.create(db.doc(`mail/invite_${storeId}_${ref.id}`), {
        to: checked.email,
        message: invitationMail(String(store.get('storeName') ?? ''), checked.role, link),
        storeId,
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.create(ref, {
        email: checked.email,
        role: checked.role,
        state: 'pending',
        secretHash: hashOf(secret).toString('hex'),
        invitedBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(nowMs + INVITATION_TTL_MS),
        // Deleted 30 days after it expires by the TTL policy on expireAt; until then its link says what became of it.
        expireAt: Timestamp.fromMillis(nowMs + INVITATION_TTL_MS + 30 * DAY_MS),
      });
      return checked;
    });
    return { invitationId: ref.id, link, email, role };
  }),
  /** What the join page shows before accepting: the store and the role, never the secret's owner. */
  describeInvitationSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const { storeId, invitation } = await readInvitation(db, data);
    const refusal = acceptRefusal(invitation.record, caller, Date.now());
    const accepted = invitation.record.state === 'accepted' && invitation.acceptedBy === caller.uid;
    const store = await db.doc(`stores/${storeId}`).get();
    return {
      storeId,
      storeName: String(store.get('storeName') ?? ''),
      role: invitation.record.role,
      ...(accepted ? { accepted: true }
        : refusal ? { refusal }
        : acceptorMustVerify(caller) ? { verify: true }
        : invitation.record.awaitingBy === caller.uid ? { awaiting: true }
        : {}),
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
    const outcome = await db.runTransaction(async (tx) => {
      const [snap, member, user, members] = await Promise.all([
        tx.get(ref),
        tx.get(memberRef(db, storeId, caller.uid)),
        tx.get(userRef),
        tx.get(db.collection(`stores/${storeId}/members`).select()),
      ]);
      const record = recordOf(snap);
      if (record.state === 'accepted' && snap.get('acceptedBy') === caller.uid) return { role: record.role, awaiting: false };
      const refusal = acceptRefusal(record, caller, Date.now());
      if (refusal) throw new DomainError('failed-precondition', refusal);
      // An address is taken for a person only once verified: the join page has it verified, then asks again.
      if (acceptorMustVerify(caller)) throw new DomainError('failed-precondition', MESSAGES.team.verifyFirst);
      // The role is the inviter's to give at the moment it is taken, not only when it was offered.
      const invitedBy: unknown = snap.get('invitedBy');
      const inviter = typeof invitedBy === 'string' && invitedBy !== '' ? await tx.get(memberRef(db, storeId, invitedBy)) : undefined;
      const inviterRole: unknown = inviter?.get('role');
      if (!inviter?.exists || !isRole(inviterRole) || !mayAssign(inviterRole, record.role)) {
        throw new DomainError('failed-precondition', MESSAGES.team.inviterGone);
      }
      if (member.exists) throw new DomainError('already-exists', MESSAGES.team.alreadyMember);
      if (members.size >= MAX_MEMBERS) throw new DomainError('failed-precondition', MESSAGES.team.membersFull.replace('{max}', String(MAX_MEMBERS)));
      // No address to show it is the invited person: the owner or a manager approves (approvals.ts).
      if (acceptorNeedsApproval(caller)) {
        if (record.awaitingBy !== caller.uid) {
          tx.update(ref, { awaitingBy: caller.uid, awaitingPhone: caller.phone ?? '', awaitingAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
        }
        return { role: record.role, awaiting: true };
      }
      joinStore(db, tx, {
        storeId, uid: caller.uid, role: record.role, invitation: ref, invitedBy: String(invitedBy), user,
        ...(caller.email ? { email: caller.email } : {}),
      });
      return { role: record.role, awaiting: false };
    });
    if (outcome.awaiting) return { storeId, role: outcome.role, awaiting: true };
    await syncClaims(caller.uid);
    return { storeId, role: outcome.role };
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
