import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_STORE_TIME_ZONE, isTimeZone } from '../../../src/domain/shared/store-day';
import { DEFAULT_APP_CONFIG } from '../../../src/domain/settings/app-config';
import { isClientId } from '../../../src/domain/sync/commands';
import type { Role } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isValidStoreId, validateCreateStore } from '../../../src/domain/store/store-validation';
import { claimsOfUser } from '../../../src/domain/session/roles';
import { memberRef, type MemberDoc } from '../lib/member';
import { refuse } from '../lib/refuse';
import { signedIn, text } from '../lib/secure-call';
import { STORE_FUNCTIONS } from '../../../src/domain/store/functions';
import type { Implementations } from '../lib/deploy';

export interface UserRecordDoc {
  storeIds?: string[];
  primaryStoreId?: string;
  storeRoles?: Record<string, Role>;
}

/**
 * Claims are recomputed from the user document (the source of truth) rather
 * than read-modify-written, so two concurrent store creations cannot lose one.
 */
export async function syncClaims(uid: string): Promise<void> {
  const snap = await getFirestore().doc(`users/${uid}`).get();
  // A display's account stays a display's (pairing-codes.ts): never an owner to be, whatever it holds.
  const device = (await getAuth().getUser(uid)).customClaims?.device === true;
  await getAuth().setCustomUserClaims(uid, claimsOfUser((snap.data() ?? {}) as UserRecordDoc, device));
}

/**
 * The store id the client made (`storeId`), so that a retry after a lost
 * answer or a failed claims update finds the store it made instead of making
 * a second. Callers that send none get a server-made id, without that guarantee.
 */
function requestedStoreRef(data: unknown) {
  const stores = getFirestore().collection('stores');
  const storeId = (data as Record<string, unknown> | null | undefined)?.storeId;
  if (storeId === undefined) return stores.doc();
  if (!isClientId(storeId) || !isValidStoreId(storeId)) throw new DomainError('invalid-argument', MESSAGES.stores.createFailed);
  return stores.doc(storeId);
}

/**
 * The creating browser's IANA zone: the store's days are counted in
 * it. Callers that send none (older clients) get the default; an unknown name is refused.
 */
function requestedTimeZone(data: unknown): string {
  const timeZone = (data as Record<string, unknown> | null | undefined)?.timeZone;
  if (timeZone === undefined) return DEFAULT_STORE_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new DomainError('invalid-argument', MESSAGES.stores.timeZoneUnknown);
  return timeZone;
}

/** The Functions this module implements, by their declared names (src/domain/store/functions.ts). */
export const STORE_CREATION_HANDLERS = {
  createStoreForCurrentUser: signedIn(async (data, caller) => {
    // A display is a store's screen, never an owner to be.
    if (caller.device) throw new DomainError('permission-denied', MESSAGES.team.deviceCannotCreate);
    const db = getFirestore();
    const userRef = db.doc(`users/${caller.uid}`);
    const storeRef = requestedStoreRef(data);
    const input = { storeName: text(data, 'storeName'), address: text(data, 'address'), phone: text(data, 'phone') };
    // The fields first, before any read (the owner's count is judged in the transaction below).
    const fields = validateCreateStore(input, 0);
    if (!fields.ok) refuse(fields, MESSAGES.stores.createFailed);
    const timeZone = requestedTimeZone(data);

    const storeName = await db.runTransaction(async (tx) => {
      const existing = await tx.get(storeRef);
      if (existing.exists) {
        // The same creation again: answer as the first time; the claims are synced below.
        if (existing.get('ownerId') === caller.uid) return String(existing.get('storeName'));
        throw new DomainError('already-exists', MESSAGES.stores.createFailed);
      }
      // The owner's store count is read inside the transaction, so the cap holds
      // even when two creations race.
      const owned = await tx.get(db.collection('stores').where('ownerId', '==', caller.uid).select());
      const result = validateCreateStore(input, owned.size);
      if (!result.ok) {
        const message = result.errors.storeName ?? result.errors.form ?? '';
        // A limit is no transient shortage: 'failed-precondition' keeps senders from retrying it.
        throw new DomainError(result.errors.storeName ? 'invalid-argument' : 'failed-precondition', message);
      }
      const userSnap = await tx.get(userRef);
      const user = (userSnap.data() ?? {}) as UserRecordDoc;
      const storeIds = [...(user.storeIds ?? []), storeRef.id];
      const now = FieldValue.serverTimestamp();
      tx.create(storeRef, {
        ...result.value,
        ownerId: caller.uid,
        timeZone,
        tableCount: 0,
        hasQRCodes: false,
        hasCompletedOnboarding: false,
        configs: DEFAULT_APP_CONFIG,
        createdAt: now,
        updatedAt: now,
        _deleted: false,
      });
      const owner: MemberDoc = {
        role: 'OWNER',
        kind: 'person',
        ...(caller.email ? { email: caller.email.toLowerCase() } : {}),
        addedBy: caller.uid,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(memberRef(db, storeRef.id, caller.uid), owner);
      tx.set(
        userRef,
        {
          storeIds,
          primaryStoreId: user.primaryStoreId ?? storeRef.id,
          storeRoles: { ...user.storeRoles, [storeRef.id]: 'OWNER' },
          ...(caller.email ? { email: caller.email } : {}),
          ...(userSnap.exists ? {} : { createdAt: now }),
          updatedAt: now,
          _deleted: false,
        },
        { merge: true },
      );
      return result.value.storeName;
    });

    // Outside the transaction (Auth is not Firestore): when this fails the call
    // fails, and the client's retry with the same id lands here again to repair it.
    await syncClaims(caller.uid);
    return { success: true, storeId: storeRef.id, message: `Store '${storeName}' created.` };
  }),
} satisfies Partial<Implementations<typeof STORE_FUNCTIONS>>;
