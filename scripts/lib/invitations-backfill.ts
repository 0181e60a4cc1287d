// Withdraws the pending invitations whose inviter may no longer give their
// role: sent by a member since removed or demoted, before removal and
// demotion withdrew them (functions/src/team/members.ts). Acceptance refuses
// them anyway; this lets the Team screen and the links say so too. Safe to run again.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isRole } from '../../src/domain/session/roles.ts';
import { mayAssign } from '../../src/domain/team/permissions.ts';

export interface InvitationsBackfillSummary {
  pending: number;
  withdrawn: number;
}

export async function backfillInvitations(db: Firestore): Promise<InvitationsBackfillSummary> {
  const summary: InvitationsBackfillSummary = { pending: 0, withdrawn: 0 };
  const pending = await db.collectionGroup('invitations').where('state', '==', 'pending').get();
  for (const invitation of pending.docs) {
    summary.pending++;
    const storeRef = invitation.ref.parent.parent;
    const invitedBy: unknown = invitation.get('invitedBy');
    const role: unknown = invitation.get('role');
    const inviter = storeRef && typeof invitedBy === 'string' && invitedBy !== '' ? await storeRef.collection('members').doc(invitedBy).get() : undefined;
    const inviterRole: unknown = inviter?.get('role');
    if (inviter?.exists && isRole(inviterRole) && isRole(role) && mayAssign(inviterRole, role)) continue;
    await invitation.ref.update({ state: 'revoked', updatedAt: FieldValue.serverTimestamp() });
    summary.withdrawn++;
  }
  return summary;
}
