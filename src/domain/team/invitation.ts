// Inviting someone to a store: the rules both the Team screen and the
// inviteMember Function apply, with the same words.
import type { Role } from '../shared/entities';
import { isSingleMailAddress } from '../shared/mail-safety';
import { mayAssign } from './permissions';
import { team } from '../shared/catalogue/team';

export const MAX_MEMBERS = 50;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Addresses are compared as mail systems do in practice: trimmed, case folded. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export interface InvitationInput {
  email: string;
  role: string;
}

export interface TeamCounts {
  /** Members of the store (people and devices). */
  members: number;
  /** Pending (not expired) invitations. */
  pending: number;
}

export type InvitationCheck =
  | { ok: true; email: string; role: Role }
  | { ok: false; errors: { email?: string; role?: string; form?: string } };

const isTeamRole = (value: string): value is Role => value === 'OWNER' || value === 'MANAGER' || value === 'STAFF' || value === 'KITCHEN';

/**
 * `by` is the inviter's role in the store. Counts include pending invitations,
 * so the cap cannot be passed by inviting many at once. Kitchen displays are
 * paired, not invited: KITCHEN is given to people too (a cook with a phone).
 */
export function validateInvitation(input: InvitationInput, by: Role | undefined, counts: TeamCounts): InvitationCheck {
  const email = normalEmail(input.email);
  const errors: { email?: string; role?: string; form?: string } = {};
  if (email === '') errors.email = team.emailRequired;
  else if (!isSingleMailAddress(email)) errors.email = team.emailInvalid;
  if (!isTeamRole(input.role)) errors.role = team.roleRequired;
  else if (!mayAssign(by, input.role)) errors.role = team.roleNotYours;
  if (counts.members + counts.pending >= MAX_MEMBERS) errors.form = team.membersFull.replace('{max}', String(MAX_MEMBERS));
  if (errors.email || errors.role || errors.form) return { ok: false, errors };
  return { ok: true, email, role: input.role as Role };
}

export type InvitationState = 'pending' | 'accepted' | 'revoked';

export interface InvitationRecord {
  email: string;
  role: Role;
  state: InvitationState;
  /** Epoch ms. */
  expiresAt: number;
  /** The phone-only account that accepted it and waits for the owner's or a manager's approval. */
  awaitingBy?: string;
}

/** Who is accepting, as their ID token says. */
export interface Acceptor {
  uid: string;
  /** The account's address, if it has one (a phone-only account has none). */
  email?: string;
  emailVerified: boolean;
  /** A kitchen display's account (its `device` claim, or its custom-token sign-in). */
  device: boolean;
}

/**
 * Whether `acceptor` may accept now; the reason in the invitee's words if not.
 * The link's secret is checked by the Function before this. An account with
 * another address is refused without naming the invited one (the link may be
 * in a stranger's hands); an account with the address accepts once it is
 * verified (acceptorMustVerify: the join page has it verified first); a
 * display never joins a store by invitation, it is paired.
 */
export function acceptRefusal(invitation: InvitationRecord | undefined, acceptor: Acceptor, now: number): string | undefined {
  if (!invitation) return team.invitationNotFound;
  if (invitation.state === 'accepted') return team.invitationUsed;
  if (invitation.state === 'revoked') return team.invitationRevoked;
  if (invitation.expiresAt <= now) return team.invitationExpired;
  // Taken by a phone-only account that waits for approval: the link opens nothing for anyone else.
  if (invitation.awaitingBy !== undefined && invitation.awaitingBy !== acceptor.uid) return team.invitationUsed;
  if (acceptor.device) return team.deviceCannotJoin;
  if (acceptor.email !== undefined && normalEmail(acceptor.email) !== invitation.email) return team.invitationOtherEmail;
  return undefined;
}

/** Whether the acceptor, otherwise welcome, must verify their address first: an address is a person only once verified. */
export const acceptorMustVerify = (acceptor: Acceptor) => acceptor.email !== undefined && !acceptor.emailVerified;

/**
 * Whether an acceptance waits for the owner's or a manager's approval: an
 * account with no address (phone sign-in) cannot show it is the person the
 * mail went to, so someone of the store who knows them says so.
 */
export const acceptorNeedsApproval = (acceptor: Acceptor) => acceptor.email === undefined;

/**
 * Invitation e-mails a UTC day, counted as they are sent (a withdrawn
 * invitation's mail went all the same): per store, per inviting account
 * across its stores, and per address, so no account or store can mail anyone
 * at will through the store's name.
 */
export const INVITATION_MAIL_LIMITS = { store: 20, account: 40, address: 2 } as const;

export interface InvitationMailsSent {
  store: number;
  account: number;
  address: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** When the next UTC day begins, in words: 'in 5 hours', 'in 1 hour', 'in less than an hour'. */
export function untilNextDay(now: number): string {
  const left = (Math.floor(now / (24 * HOUR_MS)) + 1) * 24 * HOUR_MS - now;
  if (left < HOUR_MS) return 'in less than an hour';
  // Rounded up: never sooner than it is.
  const hours = Math.ceil(left / HOUR_MS);
  return hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
}

/** Why one more invitation e-mail may not go today (the first bound reached), or undefined. */
export function invitationMailRefusal(sent: InvitationMailsSent, now: number): string | undefined {
  const wait = untilNextDay(now);
  const { store, account, address } = INVITATION_MAIL_LIMITS;
  if (sent.address >= address) return team.mailAddressDaily(address, wait);
  if (sent.store >= store) return team.mailStoreDaily(store, wait);
  if (sent.account >= account) return team.mailAccountDaily(account, wait);
  return undefined;
}
