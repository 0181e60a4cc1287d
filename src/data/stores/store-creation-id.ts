// One store creation, one store id. The client makes the id the server creates
// the store under, so a retry after a lost answer (or a failed claims update)
// finds the store it made instead of making a second. The id belongs to one
// submission: the same user sending the same values again, also after a
// reload (session storage), reuses it; other values are another store.
import type { NewStore } from '../../domain/store/store-validation';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const key = (uid: string) => `storeCreationIds:${uid}`;
const submissionOf = (store: NewStore) => JSON.stringify([store.storeName, store.address ?? '', store.phone ?? '']);

function read(storage: KeyValueStorage, uid: string): Record<string, string> {
  try {
    const saved = JSON.parse(storage.getItem(key(uid)) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export interface StoreCreationIds {
  /** The id for this submission: the one made for the same values before, or a new one. */
  idFor(uid: string, store: NewStore): string;
  /** The store exists and the user knows it: later submissions are new stores. */
  forget(uid: string): void;
}

export function storeCreationIds(storage: KeyValueStorage, makeId: () => string = () => crypto.randomUUID()): StoreCreationIds {
  return {
    idFor(uid, store) {
      const ids = read(storage, uid);
      const submission = submissionOf(store);
      const id = ids[submission] ?? makeId();
      try {
        storage.setItem(key(uid), JSON.stringify({ ...ids, [submission]: id }));
      } catch {
        // Storage full or refused: the id still holds for this call and its answer.
      }
      return id;
    },
    forget(uid) {
      storage.removeItem(key(uid));
    },
  };
}
