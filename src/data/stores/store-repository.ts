// Reads and calls behind store selection and creation (doc 1 §4.4, §7.1, §7.2).
// The Firestore and Functions SDKs are imported on first use: this module is
// part of the first route (the current-store context wraps the sign-in screen).
import { STORE_CREATE_REFRESH_RETRY_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import type { NewStore } from '../../domain/store/store-validation';
import { appCheckReady } from '../firebase/app-check';
import { sessionManager } from '../session/session';
import type { StoreSummary } from './store-summary';
import type { CallableDeclaration } from '../../domain/shared/function-spec';
import { SESSION_FUNCTIONS } from '../../domain/session/functions';
import { STORE_FUNCTIONS } from '../../domain/store/functions';

export interface UserProfile {
  storeIds: string[];
  primaryStoreId: string | null;
}

/**
 * Reads one document from the server, loading the SDK on first use. Through
 * the REST client: one request, where the SDK's first read on a new device
 * first opened its watch stream (180 ms of the 520 between sign-in and the
 * shell, measured on the emulators). Offline it fails at once, and the
 * callers fall back on the copy saved on this device.
 */
async function readDoc(collection: string, id: string) {
  // The REST client alone: the full SDK (firebase-services.ts) may still be evaluating after a sign-in.
  const [rest, { restDb }] = await Promise.all([import('firebase/firestore/lite'), import('../firebase/rest-db')]);
  return rest.getDoc(rest.doc(restDb(), collection, id));
}

export async function loadUserProfile(uid: string): Promise<UserProfile> {
  const snap = await readDoc('users', uid);
  const data = snap.data() as { storeIds?: string[]; primaryStoreId?: string } | undefined;
  return { storeIds: data?.storeIds ?? [], primaryStoreId: data?.primaryStoreId ?? null };
}

/**
 * Stores the user may read. A store listed in the user document but not yet
 * in the claims is refused by the rules: it is left out with a warning, never
 * a crash (doc 1 §6).
 */
/**
 * The stores by id. A store that could not be read (the network dropped, say)
 * is taken from `lastKnown`, the list saved on this device: a failed read is
 * not a deleted store, and must not empty the copy an offline start relies on.
 */
export async function loadStores(ids: readonly string[], lastKnown: readonly StoreSummary[] = []): Promise<StoreSummary[]> {
  const loaded = await Promise.all(
    ids.map(async (id) => {
      const known = lastKnown.find((s) => s.id === id);
      // With no copy to fall back on, a read that failed is tried again before the
      // store is left out: a connection dropping as the app opens is no missing store.
      for (let attempt = 0; ; attempt++) {
        try {
          const snap = await readDoc('stores', id);
          const data = snap.data() as Omit<StoreSummary, 'id'> | undefined;
          return data ? { ...data, id } : null;
        } catch (error) {
          console.warn(`Store ${id} could not be read`, error);
          if (known || attempt >= STORE_READ_RETRIES_MS.length || !navigator.onLine) return known ?? null;
          await new Promise((resolve) => setTimeout(resolve, STORE_READ_RETRIES_MS[attempt]));
        }
      }
    }),
  );
  return loaded.filter((s): s is StoreSummary => s !== null);
}

/** The waits before a failed store read is tried again, when no copy of it is on this device. */
const STORE_READ_RETRIES_MS = [1000, 3000] as const;

/**
 * New claims only reach the client with a new token: force one, and once more
 * after 2 s if that fails (doc 1 §4.4).
 */
export async function refreshClaims(): Promise<void> {
  try {
    await sessionManager.refresh({ force: true, claimsChanged: true });
  } catch {
    await new Promise((resolve) => setTimeout(resolve, STORE_CREATE_REFRESH_RETRY_MS));
    try {
      await sessionManager.refresh({ force: true, claimsChanged: true });
    } catch (error) {
      throw new Error(MESSAGES.stores.refreshAuthFailed, { cause: error });
    }
  }
}

interface CreateStoreResult {
  success: boolean;
  storeId: string;
  message?: string;
}

/**
 * Before each secure call the token is validated, or refreshed first (doc 1
 * §4.2), and App Check (when in use) is running, so the SDK attaches its token.
 */
export async function secureCall<T>(callable: CallableDeclaration<'portal'>, data: unknown): Promise<T> {
  await sessionManager.getToken();
  await appCheckReady();
  const [{ callFunction }, { functions }] = await Promise.all([import('../firebase/callable'), import('../firebase/functions-services')]);
  return callFunction<T>(functions, callable, data);
}

/**
 * Creates the store under `storeId`, made by the client (store-creation-id.ts):
 * a retry with the same id, after a lost answer or a failed claims refresh,
 * gets the same store back and the claims repaired, never a second store.
 */
export async function createStore(input: NewStore, storeId: string): Promise<string> {
  // The store's days are counted in the creating browser's zone.
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  const result = await secureCall<CreateStoreResult>(STORE_FUNCTIONS.createStoreForCurrentUser, { ...input, storeId, ...(timeZone ? { timeZone } : {}) });
  if (!result.success) throw new Error(result.message ?? MESSAGES.stores.createFailed);
  await refreshClaims();
  return result.storeId;
}

export async function setPrimaryStore(storeId: string): Promise<void> {
  await secureCall(SESSION_FUNCTIONS.upsertUserProfile, { primaryStoreId: storeId });
  await refreshClaims();
}

export async function completeOnboarding(storeId: string): Promise<void> {
  await secureCall(SESSION_FUNCTIONS.completeStoreOnboarding, { storeId });
}
