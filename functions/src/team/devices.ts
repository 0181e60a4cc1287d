// Kitchen displays: a short-lived code made on the owner's screen, and the
// tablet that types it becomes a member of that one store with the KITCHEN
// role, signed in as itself by a custom token (ours, minted here). Unpairing
// is removing that member (members.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { MAX_DEVICES, PAIRING_TTL_MS, pairingCodeFrom, readPairingCode } from '../../../src/domain/team/pairing';
import { memberRef, requirePermission } from '../lib/member';
import { withoutSignIn } from '../lib/public-call';
import { signedIn, storeIdOf, text } from '../lib/secure-call';
import { DISPLAY_ACCOUNT_NAME, displayClaims, displayMember, displayUser, pairingCodeRef } from './pairing-codes';
import { TEAM_FUNCTIONS } from '../../../src/domain/team/functions';
import type { Implementations } from '../lib/deploy';

const DAY_MS = 24 * 60 * 60 * 1000;

const devicesOf = (db: Firestore, storeId: string) => db.collection(`stores/${storeId}/members`).where('kind', '==', 'device');
const full = () => new DomainError('failed-precondition', MESSAGES.team.devicesFull.replace('{max}', String(MAX_DEVICES)));

/** The Functions this module implements, by their declared names (src/domain/team/functions.ts). */
export const DEVICE_HANDLERS = {
  /** The owner's (or a manager's) screen asks for a code; it works once, for ten minutes. */
  createPairingCodeSecure: signedIn(async (data, caller) => {
    const db = getFirestore();
    const storeId = storeIdOf(data);
    await requirePermission(db, storeId, caller.uid, 'team');
    if ((await devicesOf(db, storeId).count().get()).data().count >= MAX_DEVICES) throw full();
    const code = pairingCodeFrom(randomBytes(16));
    const expiresAt = Date.now() + PAIRING_TTL_MS;
    // Deleted a day after it expires by the TTL policy on expireAt: time enough to say 'used' or 'expired'.
    await pairingCodeRef(db, code).create({
      storeId, createdBy: caller.uid, state: 'open', createdAt: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(expiresAt),
      expireAt: Timestamp.fromMillis(expiresAt + DAY_MS),
    });
    return { code, expiresAt };
  }),
  /**
   * The tablet, signed in as nobody, sends the code; the answer is a custom
   * token for a new device account. The code is spent in the same transaction
   * as the member is written, so two tablets typing it at once get one display.
   * A code made for a display already paired (`forDevice`: only the demo seed
   * makes these) signs the tablet in as that display, if it is still one.
   */
  pairDeviceSecure: withoutSignIn(async (data) => {
    const db = getFirestore();
    const code = readPairingCode(text(data, 'code'));
    if (!code) throw new DomainError('not-found', MESSAGES.team.pairingInvalid);
    const ref = pairingCodeRef(db, code);
    const { storeId, uid, created } = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new DomainError('not-found', MESSAGES.team.pairingInvalid);
      if (snap.get('state') !== 'open') throw new DomainError('failed-precondition', MESSAGES.team.pairingUsed);
      if ((snap.get('expiresAt') as Timestamp).toMillis() <= Date.now()) throw new DomainError('failed-precondition', MESSAGES.team.pairingExpired);
      const store = String(snap.get('storeId'));
      const now = FieldValue.serverTimestamp();
      const forDevice: unknown = snap.get('forDevice');
      if (typeof forDevice === 'string') {
        const member = await tx.get(memberRef(db, store, forDevice));
        // Unpaired since the code was made: the code opens nothing.
        if (!member.exists || member.get('kind') !== 'device') throw new DomainError('not-found', MESSAGES.team.pairingInvalid);
        tx.update(ref, { state: 'used', deviceUid: forDevice, usedAt: now });
        return { storeId: store, uid: forDevice, created: false };
      }
      const devices = await tx.get(devicesOf(db, store));
      if (devices.size >= MAX_DEVICES) throw full();
      const uid = `kitchen-${randomUUID()}`;
      tx.create(memberRef(db, store, uid), displayMember(devices.size + 1, String(snap.get('createdBy')), now));
      tx.set(db.doc(`users/${uid}`), displayUser(store, now));
      tx.update(ref, { state: 'used', deviceUid: uid, usedAt: now });
      return { storeId: store, uid, created: true };
    });
    // The account and its claims first, so every ID token names the store, refreshed ones too.
    // The custom token carries no claims of its own: what the account holds is what counts.
    if (created) await getAuth().createUser({ uid, displayName: DISPLAY_ACCOUNT_NAME });
    await getAuth().setCustomUserClaims(uid, displayClaims(storeId));
    const token = await getAuth().createCustomToken(uid);
    return { token, storeId };
  }),
} satisfies Partial<Implementations<typeof TEAM_FUNCTIONS>>;
