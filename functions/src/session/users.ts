import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { isClientId } from '../../../src/domain/sync/commands';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { signedIn, text, type Caller } from '../lib/secure-call';
import { syncClaims, type UserRecordDoc } from '../store/stores';
import { SESSION_FUNCTIONS } from '../../../src/domain/session/functions';
import type { Implementations } from '../lib/deploy';

/**
 * Membership is read from the user document, the source syncClaims derives
 * the claims from: a token that predates a new store is not refused, and a
 * removed member's older token no longer opens the store.
 */
async function memberStoreIds(caller: Caller): Promise<string[]> {
  const snap = await getFirestore().doc(`users/${caller.uid}`).get();
  return (snap.data() as UserRecordDoc | undefined)?.storeIds ?? [];
}

/** A store id is a document id: anything else (blank, a path, 1 MB of text) is no store. */
function requireStoreId(data: unknown, field: string): string {
  const storeId = text(data, field).trim();
  if (!isClientId(storeId)) throw new DomainError('invalid-argument', MESSAGES.stores.storeIdRequired);
  return storeId;
}

/** The Functions this module implements, by their declared names (src/domain/session/functions.ts). */
export const USER_HANDLERS = {
  /** Sets the caller's primary store; only a store the caller has. */
  upsertUserProfile: signedIn(async (data, caller) => {
    const primaryStoreId = requireStoreId(data, 'primaryStoreId');
    if (!(await memberStoreIds(caller)).includes(primaryStoreId)) {
      throw new DomainError('permission-denied', MESSAGES.stores.noAccess);
    }
    await getFirestore()
      .doc(`users/${caller.uid}`)
      .set({ primaryStoreId, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    await syncClaims(caller.uid);
    return { success: true, primaryStoreId };
  }),
  /** Marks a store's onboarding done; only a member of that store. */
  completeStoreOnboarding: signedIn(async (data, caller) => {
    const storeId = requireStoreId(data, 'storeId');
    if (!(await memberStoreIds(caller)).includes(storeId)) throw new DomainError('permission-denied', MESSAGES.stores.noAccess);
    await getFirestore()
      .doc(`stores/${storeId}`)
      .update({ hasCompletedOnboarding: true, updatedAt: FieldValue.serverTimestamp() });
    return { success: true, storeId };
  }),
} satisfies Partial<Implementations<typeof SESSION_FUNCTIONS>>;
