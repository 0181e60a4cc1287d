// The Team section of /store: members with their role, pending invitations,
// and the invitation form. Only the owner and managers see it (the app passes
// it to the store page for them). Changes are calls that need a connection:
// offline the list stays as last loaded, its buttons wait, and the invitation
// form keeps what was typed and says why it cannot send.
import { useId, useState, type FormEvent } from 'react';
import { useNow } from '../../app/ui/use-now';
import { useOnline } from '../../data/shell/sync-status';
import { useCurrentStore } from '../../data/stores/current-store';
import { changeMemberRole, inviteMember, removeMember, useTeam, type SentInvitation, type TeamMember } from '../../data/team/team';
import type { Role } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import { lastActiveText } from '../../domain/team/activity';
import { assignableRoles, mayManage, TEAM_ROLES } from '../../domain/team/permissions';
import { AddDisplay } from './AddDisplay';
import { CopyText } from './CopyText';
import { failureText } from './failure-text';
import { PendingInvitations } from './PendingInvitations';
import './team.css';

const T = MESSAGES.team;
const day = (ms: number | undefined) => (ms ? new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '');
const nameOf = (m: TeamMember) => m.displayName || m.email || m.phone || m.uid;

function InviteForm({ storeId, roles, online }: { storeId: string; roles: Role[]; online: boolean }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | ''>(roles.at(-2) ?? roles[0] ?? '');
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentInvitation | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online) {
      setErrors({ form: T.inviteOffline });
      return;
    }
    setBusy(true);
    setErrors({});
    setSent(null);
    try {
      setSent(await inviteMember(storeId, email, role));
      setEmail('');
    } catch (error) {
      const fields = (error as { details?: unknown }).details as { email?: string; role?: string; form?: string } | undefined;
      setErrors(fields && (fields.email || fields.role || fields.form) ? fields : { form: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="team-invite" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{T.inviteTitle}</h4>
      <div className="field">
        <label htmlFor={`${id}-email`}>{T.emailLabel}</label>
        <input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email !== undefined} aria-describedby={errors.email ? `${id}-email-error` : undefined} />
        {errors.email && <p id={`${id}-email-error`} className="form-error">{errors.email}</p>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>{T.roleLabel}</label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as Role)}
          aria-invalid={errors.role !== undefined} aria-describedby={`${id}-role-hint`}>
          {roles.map((r) => <option key={r} value={r}>{T.roleNames[r]}</option>)}
        </select>
        <p id={`${id}-role-hint`} className="muted">{role ? T.roleDescriptions[role] : ''}</p>
        {errors.role && <p className="form-error">{errors.role}</p>}
      </div>
      <button type="submit" disabled={busy}>{busy ? T.sending : T.send}</button>
      {errors.form && <p className="form-error" role="alert">{errors.form}</p>}
      {sent && (
        <div className="team-sent" role="status">
          <p>{T.sent(sent.email)}</p>
          <CopyText text={sent.link} />
        </div>
      )}
    </form>
  );
}

function MemberRow({ storeId, member, me, myRole, now, online }: { storeId: string; member: TeamMember; me: boolean; myRole: Role | undefined; now: number; online: boolean }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const manageable = !me && mayManage(myRole, member.role);
  const choices = manageable ? (member.kind === 'device' ? (['KITCHEN'] as Role[]) : assignableRoles(myRole)) : [];
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="team-member">
      <div className="team-who">
        <strong>{nameOf(member)}</strong>
        {me && <span className="badge">{T.you}</span>}
        {member.displayName && member.email && <span className="muted">{member.email}</span>}
        {member.joinedAt && <span className="muted">{T.joined(day(member.joinedAt))}</span>}
        <span className="muted" data-testid="last-active">{lastActiveText(member.lastActiveAt, now)}</span>
      </div>
      {choices.length > 1 ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-role`}>{T.roleOf(nameOf(member))}</label>
          <select id={`${id}-role`} value={member.role} disabled={busy || !online}
            onChange={(e) => void act(() => changeMemberRole(storeId, member.uid, e.target.value as Role))}>
            {choices.map((r) => <option key={r} value={r}>{T.roleNames[r]}</option>)}
          </select>
        </>
      ) : (
        <span className="team-role">{T.roleNames[member.role]}</span>
      )}
      {manageable && (
        <button type="button" className="secondary danger" disabled={busy || !online}
          onClick={() => { if (window.confirm(T.removeConfirm(nameOf(member)))) void act(() => removeMember(storeId, member.uid)); }}>
          {T.remove}<span className="visually-hidden"> {nameOf(member)}</span>
        </button>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
    </li>
  );
}

const byRank = (a: TeamMember, b: TeamMember) => TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role) || nameOf(a).localeCompare(nameOf(b));

export function TeamSection() {
  const { storeId, uid, rolesFor } = useCurrentStore();
  const online = useOnline();
  const view = useTeam(storeId);
  const myRole = storeId ? rolesFor(storeId)[0] : undefined;
  const giveable = assignableRoles(myRole);
  const now = useNow();
  if (!storeId || giveable.length === 0) return null;
  return (
    <section className="card team" aria-labelledby="team-title">
      <h3 id="team-title">{T.title}</h3>
      <p className="muted">{T.intro}</p>
      {!online && <p role="status" data-testid="team-offline">{T.offline}</p>}
      {view.status === 'loading' ? (
        online && <p className="loading" role="status">{T.loading}</p>
      ) : view.status === 'error' ? (
        <p className="form-error" role="alert">{T.loadFailed}</p>
      ) : (
        <>
          <ul className="team-members" aria-label={T.title}>
            {[...view.members].sort(byRank).map((m) => (
              <MemberRow key={m.uid} storeId={storeId} member={m} me={m.uid === uid} myRole={myRole} now={now} online={online} />
            ))}
          </ul>
          <PendingInvitations storeId={storeId} invitations={view.invitations} myRole={myRole} online={online} />
          <AddDisplay storeId={storeId} online={online} />
          <InviteForm storeId={storeId} roles={giveable} online={online} />
        </>
      )}
    </section>
  );
}
