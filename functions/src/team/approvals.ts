// A phone-only account's acceptance waits on the Team section: the owner or a
// manager who may give the invitation's role approves it (the person joins,
// as an acceptance would have made them) or declines it (the invitation is
// withdrawn). An address proves whose mail the link went to; a phone number
// does not, so someone of the store who knows the person says so.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { isClientId } from '../../../src/domain/shared/ids';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isRole } from '../../../src/domain/session/roles';
import { MAX_MEMBERS } from '../../../src/domain/team/invitation';
import { mayAssign } from '../../../src/domain/team/permissions';
import { TEAM_FUNCTIONS } from '../../../src/domain/team/functions';
import type { Implementations } from '../lib/deploy';
import { memberRef, requirePermission } from '../lib/member';
import { signedIn, storeIdOf, text } from '../lib/secure-call';
import { syncClaims } from '../store/stores';
import { joinStore } from './joining';

/** The Functions this module implements, by their declared names (src/domain/team/functions.ts). */
export const APPROVAL_HANDLERS = {
  /** `{storeId, invitationId, approve}`: the waiting person joins, or the invitation is withdrawn. */
  approveMemberSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const storeId = storeIdOf(data);
    const by = await requirePermission(db, storeId, caller.uid, 'team');
    const invitationId = text(data, 'invitationId');
    if (!isClientId(invitationId)) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
    const approve = (data as { approve?: unknown }).approve === true;
    const ref = db.doc(`stores/${storeId}/invitations/${invitationId}`);
    const joined = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const role: unknown = snap.get('role');
      const awaitingBy: unknown = snap.get('awaitingBy');
      if (!snap.exists || !isRole(role)) throw new DomainError('not-found', MESSAGES.team.invitationNotFound);
      if (snap.get('state') !== 'pending' || typeof awaitingBy !== 'string' || awaitingBy === '') throw new DomainError('failed-precondition', MESSAGES.team.notAwaiting);
      if (!mayAssign(by, role)) throw new DomainError('permission-denied', MESSAGES.team.memberNotYours);
      if (!approve) {
        tx.update(ref, { state: 'revoked', declinedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
        return undefined;
      }
      const [member, user, members] = await Promise.all([
        tx.get(memberRef(db, storeId, awaitingBy)),
        tx.get(db.doc(`users/${awaitingBy}`)),
        tx.get(db.collection(`stores/${storeId}/members`).select()),
      ]);
      if (member.exists) throw new DomainError('already-exists', MESSAGES.team.alreadyMember);
      if (members.size >= MAX_MEMBERS) throw new DomainError('failed-precondition', MESSAGES.team.membersFull.replace('{max}', String(MAX_MEMBERS)));
      const phone: unknown = snap.get('awaitingPhone');
      joinStore(db, tx, {
        storeId, uid: awaitingBy, role, invitation: ref, invitedBy: String(snap.get('invitedBy') ?? ''), user, approvedBy: caller.uid,
        ...(typeof phone === 'string' && phone !== '' ? { phone } : {}),
      });
      return awaitingBy;
    });
    if (joined) await syncClaims(joined);
    return { invitationId, approved: joined !== undefined };
  }),
} satisfies Partial<Implementations<typeof TEAM_FUNCTIONS>>;
