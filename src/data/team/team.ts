// The team of the current store, for the Team section and the join page. Not
// replicated: members and invitations are read live from Firestore (only the
// owner and managers may read them) and changed by Functions, so changes
// need a connection; offline the listener keeps what it last had.
import { useEffect, useState } from 'react';
import type { Role } from '../../domain/shared/entities';
import { secureCall } from '../stores/store-repository';
import { TEAM_FUNCTIONS } from '../../domain/team/functions';

export interface TeamMember {
  uid: string;
  role: Role;
  kind: 'person' | 'device';
  email?: string;
  /** A member who signs in by phone only: their number (approved on the Team section). */
  phone?: string;
  displayName?: string;
  /** Epoch ms; undefined until the server's stamp is in. */
  joinedAt?: number;
  /** Epoch ms of their last command, stamped by the Functions at most every few minutes; undefined if never. */
  lastActiveAt?: number;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  expiresAt: number;
  /** Accepted by a phone-only account, whose number this is: it waits for an owner's or a manager's approval. */
  awaitingPhone?: string;
}

export type TeamView =
  | { status: 'loading' }
  | { status: 'ready'; members: TeamMember[]; invitations: PendingInvitation[] }
  | { status: 'error'; error: unknown };

const millis = (value: unknown) => (value && typeof (value as { toMillis?: unknown }).toMillis === 'function' ? (value as { toMillis(): number }).toMillis() : undefined);

/** The store's members (owner first, then by role and address) and its pending, unexpired invitations, live. */
export function useTeam(storeId: string | null): TeamView {
  const [view, setView] = useState<TeamView>({ status: 'loading' });
  useEffect(() => {
    if (!storeId) return undefined;
    setView({ status: 'loading' });
    let members: TeamMember[] | undefined;
    let invitations: PendingInvitation[] | undefined;
    const show = () => {
      if (members && invitations) setView({ status: 'ready', members, invitations });
    };
    const stops: (() => void)[] = [];
    let stopped = false;
    void (async () => {
      const [{ collection, onSnapshot, query, where }, { firestore }] = await Promise.all([import('firebase/firestore'), import('../firebase/firebase-services')]);
      if (stopped) return;
      const fail = (error: unknown) => setView({ status: 'error', error });
      stops.push(
        onSnapshot(collection(firestore, 'stores', storeId, 'members'), (snap) => {
          members = snap.docs.map((d) => ({
            uid: d.id,
            role: d.get('role') as Role,
            kind: d.get('kind') === 'device' ? 'device' : 'person',
            email: d.get('email') as string | undefined,
            phone: d.get('phone') as string | undefined,
            displayName: d.get('displayName') as string | undefined,
            joinedAt: millis(d.get('createdAt')),
            lastActiveAt: millis(d.get('lastActiveAt')),
          }));
          show();
        }, fail),
        onSnapshot(query(collection(firestore, 'stores', storeId, 'invitations'), where('state', '==', 'pending')), (snap) => {
          const now = Date.now();
          invitations = snap.docs
            .map((d): PendingInvitation => ({
              id: d.id, email: String(d.get('email')), role: d.get('role') as Role, expiresAt: millis(d.get('expiresAt')) ?? 0,
              ...(typeof d.get('awaitingBy') === 'string' ? { awaitingPhone: String(d.get('awaitingPhone') ?? '') } : {}),
            }))
            // One waiting for approval stays until someone answers it, expired or not.
            .filter((i) => i.expiresAt > now || i.awaitingPhone !== undefined)
            .sort((a, b) => a.email.localeCompare(b.email));
          show();
        }, fail),
      );
    })();
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [storeId]);
  return view;
}

export interface SentInvitation {
  invitationId: string;
  link: string;
  email: string;
  role: Role;
}

export const inviteMember = (storeId: string, email: string, role: string) =>
  secureCall<SentInvitation>(TEAM_FUNCTIONS.inviteMemberSecure, { storeId, email, role, origin: window.location.origin });

export const changeMemberRole = (storeId: string, uid: string, role: Role) => secureCall(TEAM_FUNCTIONS.changeMemberRoleSecure, { storeId, uid, role });

export const removeMember = (storeId: string, uid: string) => secureCall(TEAM_FUNCTIONS.removeMemberSecure, { storeId, uid });

export const revokeInvitation = (storeId: string, invitationId: string) => secureCall(TEAM_FUNCTIONS.revokeInvitationSecure, { storeId, invitationId });

/** Lets in (or turns away) the phone-only account that accepted an invitation. */
export const approveMember = (storeId: string, invitationId: string, approve: boolean) =>
  secureCall(TEAM_FUNCTIONS.approveMemberSecure, { storeId, invitationId, approve });

/** What a join link opens: its parts as the page's address carries them (the secret after '#'). */
export interface JoinLink {
  storeId: string;
  invitationId: string;
  secret: string;
}

export interface InvitationPreview {
  storeId: string;
  storeName: string;
  role: Role;
  accepted?: boolean;
  refusal?: string;
  /** The account's address must be confirmed before it accepts. */
  verify?: boolean;
  /** This account accepted it, and waits for the owner's or a manager's approval. */
  awaiting?: boolean;
}

export const describeInvitation = (link: JoinLink) => secureCall<InvitationPreview>(TEAM_FUNCTIONS.describeInvitationSecure, link);

export const acceptInvitation = (link: JoinLink) => secureCall<{ storeId: string; role: Role; awaiting?: boolean }>(TEAM_FUNCTIONS.acceptInvitationSecure, link);

/** A code a kitchen display types to pair (ten minutes, once). */
export const createPairingCode = (storeId: string) => secureCall<{ code: string; expiresAt: number }>(TEAM_FUNCTIONS.createPairingCodeSecure, { storeId });
