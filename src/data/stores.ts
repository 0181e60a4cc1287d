import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { chooseCurrentStore, mergeStoreIds } from '../domain/validation/store';
import { auth, firestore } from './firebase';

export interface StoreSummary {
  id: string;
  storeName: string;
  address?: string;
  phone?: string;
  hasCompletedOnboarding: boolean;
}

export type CurrentStoreState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'error'; message: string }
  | { status: 'ready'; store: StoreSummary };

const SELECTED_STORE_KEY = 'selectedStore';

/**
 * The current store of a user: saved choice if still theirs, then primary, then
 * first (doc 1 §4.4). Read live from Firestore until the local replica lands.
 */
export function useCurrentStore(uid: string): CurrentStoreState {
  const [state, setState] = useState<CurrentStoreState>({ status: 'loading' });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const userDoc = await getDoc(doc(firestore, 'users', uid));
        const data = userDoc.data() as { storeIds?: string[]; primaryStoreId?: string } | undefined;
        const token = await auth.currentUser?.getIdTokenResult();
        const available = mergeStoreIds(token?.claims.stores as Parameters<typeof mergeStoreIds>[0], data?.storeIds);
        const storeId = chooseCurrentStore({
          saved: localStorage.getItem(SELECTED_STORE_KEY),
          primary: data?.primaryStoreId ?? null,
          available,
        });
        if (cancelled) return;
        if (!storeId) {
          setState({ status: 'none' });
          return;
        }
        unsubscribe = onSnapshot(
          doc(firestore, 'stores', storeId),
          (snap) => {
            const store = snap.data() as Omit<StoreSummary, 'id'> | undefined;
            setState(store ? { status: 'ready', store: { ...store, id: snap.id } } : { status: 'none' });
          },
          (error) => setState({ status: 'error', message: error.message }),
        );
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: (error as Error).message });
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);
  return state;
}
