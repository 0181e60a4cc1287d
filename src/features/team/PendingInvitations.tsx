// The Team section's pending invitations: each can be withdrawn by whoever
// may give its role; one a phone-only account accepted waits for their
// approval (Approve: the person joins; Decline: the invitation is withdrawn).
import { useState } from 'react';
import { approveMember, revokeInvitation, type PendingInvitation } from '../../data/team/team';
import type { Role } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import { mayManage } from '../../domain/team/permissions';
import { failureText } from './failure-text';

const T = MESSAGES.team;

const day = (ms: number | undefined) => (ms ? new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '');

interface Props {
  storeId: string;
  invitations: readonly PendingInvitation[];
  myRole: Role | undefined;
  online: boolean;
}

export function PendingInvitations({ storeId, invitations, myRole, online }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (invitations.length === 0) return null;
  const act = (id: string, call: () => Promise<unknown>) => {
    setBusy(id);
    call().then(() => setError(null), (e: unknown) => setError(failureText(e))).finally(() => setBusy(null));
  };
  return (
    <>
      <h4>{T.pendingTitle}</h4>
      <ul className="team-members" aria-label={T.pendingTitle}>
        {invitations.map((i) => {
          const mine = mayManage(myRole, i.role);
          const disabled = !online || busy === i.id;
          return (
            <li key={i.id} className="team-member">
              <div className="team-who">
                <strong>{i.email}</strong>
                {i.awaitingPhone !== undefined ? (
                  <span role="status">{T.awaitingApproval(i.awaitingPhone || T.roleNames[i.role])}</span>
                ) : (
                  <span className="muted">{T.expires(day(i.expiresAt))}</span>
                )}
              </div>
              <span className="team-role">{T.roleNames[i.role]}</span>
              {mine && i.awaitingPhone !== undefined && (
                <>
                  <button type="button" disabled={disabled} aria-label={T.approveLabel(i.awaitingPhone || i.email)}
                    onClick={() => act(i.id, () => approveMember(storeId, i.id, true))}>
                    {T.approve}
                  </button>
                  <button type="button" className="secondary" disabled={disabled} aria-label={T.declineLabel(i.awaitingPhone || i.email)}
                    onClick={() => act(i.id, () => approveMember(storeId, i.id, false))}>
                    {T.decline}
                  </button>
                </>
              )}
              {mine && i.awaitingPhone === undefined && (
                <button type="button" className="secondary" disabled={disabled} onClick={() => act(i.id, () => revokeInvitation(storeId, i.id))}>
                  {T.withdraw}<span className="visually-hidden"> {i.email}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error && <p className="form-error" role="alert">{error}</p>}
    </>
  );
}
