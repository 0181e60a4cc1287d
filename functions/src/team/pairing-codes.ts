// Where a pairing code is kept, and the documents a paired display is made
// of: shared by the pairing Functions and the demo seed, so the seeded display
// is exactly what a tablet pairing on the owner's screen would have become.
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Role } from '../../../src/domain/shared/entities';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { MemberDoc } from '../lib/member';

/** Codes are kept by their hash: the database never holds one that could be typed. */
export const pairingCodeRef = (db: Firestore, code: string) => db.doc(`pairingCodes/${createHash('sha256').update(code).digest('hex')}`);

/** A display's member document: the KITCHEN role, kind device, 'Kitchen display N'. */
export function displayMember(n: number, addedBy: string, now: unknown): MemberDoc {
  return { role: 'KITCHEN', kind: 'device', displayName: MESSAGES.team.displayName(n), addedBy, createdAt: now, updatedAt: now };
}

/** A display's user document: its one store. */
export function displayUser(storeId: string, now: unknown) {
  return { storeIds: [storeId], primaryStoreId: storeId, storeRoles: { [storeId]: 'KITCHEN' as Role }, createdAt: now, updatedAt: now, _deleted: false };
}

/**
 * Its claims, set on the account (never in the custom token, which carries
 * none), so every ID token names the store, refreshed ones too. `device`
 * marks the account as a display's for good: syncClaims keeps it, and a
 * display never accepts an invitation or makes a store.
 */
export const displayClaims = (storeId: string) => ({ role: 'KITCHEN' as Role, stores: { [storeId]: 'KITCHEN' as Role }, device: true });


/** The name its Auth account carries (no e-mail, no password: it signs in by custom token). */
export const DISPLAY_ACCOUNT_NAME = MESSAGES.team.pairTitle;

/**
 * A display's account, unpaired, ends for good: disabled, its refresh tokens
 * revoked, so its next token refresh fails wherever the tablet is (the ID
 * token it holds lives out its hour, refused by the Functions and the rules,
 * which read the member document).
 */
export async function endDevice(uid: string): Promise<void> {
  await getAuth().updateUser(uid, { disabled: true });
  await getAuth().revokeRefreshTokens(uid);
}
