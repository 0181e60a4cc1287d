// The current store (doc 1 §4.4) as one React context: which stores the user
// has (claims merged with the user document), which one is current (saved,
// then primary, then first), the roles held in each, and the actions that
// change them. The offline replica and every feature read it from here.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Role } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import { claimStoreIds, primaryClaim, rolesForStore } from '../../domain/session/roles';
import { chooseCurrentStore, isValidStoreId, mergeStoreIds, storeKnownEarly, type NewStore } from '../../domain/store/store-validation';
import * as repo from './store-repository';
import { storeCreationIds } from './store-creation-id';
import { engineCode } from '../engine/engine-code';
import { readStoresCopy, writeStoresCopy } from './stores-copy';
import { SELECTED_STORE_KEY } from '../session/session-manager';
import { sessionManager, useSession } from '../session/session';
import { onSigningIn } from '../session/sign-in';
import type { StoreSummary } from './store-summary';

export interface CurrentStore {
  /** 'loading' until the user document and the stores were read for this user. */
  status: 'signed-out' | 'loading' | 'ready';
  uid: string | null;
  stores: StoreSummary[];
  primaryStoreId: string | null;
  storeId: string | null;
  store: StoreSummary | null;
  /** False until the token's claims are known ('Loading permissions...'). */
  claimsLoaded: boolean;
  rolesFor(storeId: string): Role[];
  selectStore(storeId: string): Promise<void>;
  createStore(input: NewStore): Promise<string>;
  completeOnboarding(storeId: string): Promise<void>;
  reload(): void;
}

interface Loaded {
  uid: string;
  stores: StoreSummary[];
  primaryStoreId: string | null;
}

const Context = createContext<CurrentStore | null>(null);

/** What a new device reads first after a sign-in: the REST client and the active orders' request. */
const earlyReads = () =>
  Promise.all([import('../engine/orders-ahead'), import('../firebase/rest-db')]).then(([{ ordersAhead }, { restDb }]) => ({ ordersAhead, restDb }));
// Loaded while the sign-in request travels, so they are in when its token names the store.
onSigningIn(() => void earlyReads().catch(() => undefined));

export function CurrentStoreProvider({ children }: { children: ReactNode }) {
  const { user, claims } = useSession();
  const uid = user?.uid ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Bumped on selection; the saved id itself is read from local storage, which
  // sign-out clears, so a stale choice never survives into the next session.
  const [selections, setSelections] = useState(0);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const refreshedFor = useRef<string | null>(null);
  // A store just created: the stores stay 'loading' until the list read after
  // it holds it, so a guard never judges by the list from before (and sends a
  // new owner back to the store list instead of into the setup wizard).
  const [awaiting, setAwaiting] = useState<string | null>(null);
  useEffect(() => {
    if (awaiting && loaded?.stores.some((s) => s.id === awaiting)) setAwaiting(null);
  }, [awaiting, loaded]);
  // Stores whose owner finished or skipped the wizard in this browser session:
  // onboarded for this session even when the server's answer has not come (a
  // failed call), so 'Enter Store' really enters; the call is tried again with
  // every later read of the stores until the server holds it too.
  const [passed, setPassed] = useState<ReadonlySet<string>>(() => readPassedOnboarding());
  useEffect(() => {
    for (const store of loaded?.stores ?? []) {
      if (passed.has(store.id) && !store.hasCompletedOnboarding && navigator.onLine) {
        repo.completeOnboarding(store.id).then(reload, (error: unknown) => console.warn('completeStoreOnboarding failed again', error));
      }
    }
  }, [loaded, passed, reload]);

  // Back online: read the stores again (the offline view came from the local copy).
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);

  useEffect(() => {
    if (!uid || !claims) return;
    let cancelled = false;
    void (async () => {
      // Store reads are pointless (and would be refused) while signing out.
      if (sessionManager.isSigningOut()) return;
      // Offline, the last list seen on this device stands in, so an installed
      // app opened without a connection still knows its current store.
      const savedCopy = readStoresCopy(uid);
      if (savedCopy && !navigator.onLine) {
        if (!cancelled) setLoaded({ uid, ...savedCopy });
        return;
      }
      // The store about to be opened, if the token says which: its engine starts
      // now, while the user document and the stores are read.
      const openEarly = (storeId: string) => {
        // Its active orders first, through the REST client alone, while the engine's code evaluates.
        void earlyReads().then(({ ordersAhead, restDb }) => ordersAhead(restDb(), uid, storeId), () => undefined);
        return engineCode().then((m) => m.openEngineEarly(uid, storeId, rolesForStore(claims, storeId)[0]), () => undefined);
      };
      const saved = localStorage.getItem(SELECTED_STORE_KEY);
      const granted = claimStoreIds(claims.stores);
      // The primary store last seen here, else the one the claims were written with.
      const early = storeKnownEarly({ saved, primary: savedCopy?.primaryStoreId ?? primaryClaim(claims), granted });
      if (early) void openEarly(early);
      // The stores the token grants are read beside the user document, not after it.
      const grantedStores = repo.loadStores(mergeStoreIds(claims.stores, []), savedCopy?.stores);
      // A read that fails (a connection dropping as the app opens) falls back on
      // the saved copy rather than overwriting it with an empty list.
      const profile = await repo.loadUserProfile(uid).catch((error: unknown) => {
        console.warn('The user document could not be read', error);
        return { storeIds: savedCopy?.stores.map((s) => s.id) ?? [], primaryStoreId: savedCopy?.primaryStoreId ?? null };
      });
      // A new device of a user with several stores learns which is theirs from
      // the user document: its engine starts now, while the stores are read.
      const primary = early ? null : storeKnownEarly({ saved, primary: profile.primaryStoreId, granted });
      if (primary && !cancelled) void openEarly(primary);
      // A store created elsewhere (another device) is in the user document but
      // not yet in this token: fetch new claims once; they re-run this effect.
      const missing = profile.storeIds.filter((id) => isValidStoreId(id) && !granted.includes(id));
      const key = `${uid}:${missing.join(',')}`;
      if (missing.length > 0 && refreshedFor.current !== key) {
        refreshedFor.current = key;
        const refreshed = await repo.refreshClaims().then(
          () => true,
          (error: unknown) => (console.warn('Could not refresh the claims', error), false),
        );
        if (refreshed) return;
      }
      // The user document's stores the token does not grant (left out with a warning: doc 1 §6), in its order after the token's.
      const more = mergeStoreIds(claims.stores, profile.storeIds).filter((id) => !granted.includes(id));
      const stores = [...(await grantedStores), ...(await repo.loadStores(more, savedCopy?.stores))];
      if (cancelled) return;
      writeStoresCopy(uid, { stores, primaryStoreId: profile.primaryStoreId });
      setLoaded({ uid, stores, primaryStoreId: profile.primaryStoreId });
    })();
    return () => {
      cancelled = true;
    };
  }, [uid, claims, generation]);

  const value = useMemo<CurrentStore>(() => {
    const mine = loaded && loaded.uid === uid ? loaded : null;
    const saved = selections >= 0 ? localStorage.getItem(SELECTED_STORE_KEY) : null;
    const stores = (mine?.stores ?? []).map((s) =>
      passed.has(s.id) && !s.hasCompletedOnboarding ? { ...s, hasCompletedOnboarding: true } : s,
    );
    const storeId = mine
      ? chooseCurrentStore({ saved, primary: mine.primaryStoreId, available: stores.map((s) => s.id) })
      : null;
    const select = async (id: string) => {
      // A store the token does not list yet (just created elsewhere): fetch new claims first.
      if (rolesForStore(claims, id).length === 0) await repo.refreshClaims();
      if (!mine?.primaryStoreId || !stores.some((s) => s.id === mine.primaryStoreId)) {
        await repo.setPrimaryStore(id);
      }
      localStorage.setItem(SELECTED_STORE_KEY, id);
      setSelections((n) => n + 1);
    };
    const create = async (input: NewStore) => {
      if (!uid) throw new Error(MESSAGES.stores.createFailed);
      // Kept until the store is made and the claims refreshed: a retry of this submission reuses it.
      const creations = storeCreationIds(sessionStorage);
      const id = await repo.createStore(input, creations.idFor(uid, input));
      creations.forget(uid);
      setAwaiting(id);
      reload();
      return id;
    };
    return {
      status: !uid ? 'signed-out' : mine && !(awaiting && !stores.some((s) => s.id === awaiting)) ? 'ready' : 'loading',
      uid,
      stores,
      primaryStoreId: mine?.primaryStoreId ?? null,
      storeId,
      store: stores.find((s) => s.id === storeId) ?? null,
      claimsLoaded: claims !== null,
      rolesFor: (id) => rolesForStore(claims, id),
      selectStore: select,
      createStore: create,
      completeOnboarding: async (id) => {
        // Marked first, so the onboarding guard lets the owner through now,
        // whether the call below lands or fails (doc 2 §4: the wizard goes to / either way).
        setPassed((prev) => rememberPassedOnboarding(prev, id));
        await repo.completeOnboarding(id);
        reload();
      },
      reload,
    };
  }, [loaded, uid, selections, claims, reload, awaiting, passed]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const PASSED_ONBOARDING_KEY = 'seller-portal:onboarding-passed';

function readPassedOnboarding(): ReadonlySet<string> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(PASSED_ONBOARDING_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function rememberPassedOnboarding(prev: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(prev).add(id);
  sessionStorage.setItem(PASSED_ONBOARDING_KEY, JSON.stringify([...next]));
  return next;
}

/** The current store and the user's stores; must be used under CurrentStoreProvider. */
export function useCurrentStore(): CurrentStore {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentStore must be used under <CurrentStoreProvider>');
  return value;
}
