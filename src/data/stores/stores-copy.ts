// The last store list this device read, kept locally for offline start-up.
// Sign-out removes it (session-manager.ts), so it never outlives the session.
import type { StoreSummary } from './store-summary';
import { STORES_COPY_KEY } from '../session/session-manager';

export interface StoresCopy {
  stores: StoreSummary[];
  primaryStoreId: string | null;
}

export function readStoresCopy(uid: string): StoresCopy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(STORES_COPY_KEY) ?? 'null') as (StoresCopy & { uid: string }) | null;
    return copy && copy.uid === uid ? { stores: copy.stores, primaryStoreId: copy.primaryStoreId } : null;
  } catch {
    return null;
  }
}

export function writeStoresCopy(uid: string, copy: StoresCopy): void {
  localStorage.setItem(STORES_COPY_KEY, JSON.stringify({ uid, ...copy }));
}
