import { describe, expect, it } from 'vitest';
import { storeCreationIds } from './store-creation-id';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('storeCreationIds', () => {
  let n = 0;
  const make = () => `store-id-${++n}`;

  it('a retry of the same submission, also after a reload, reuses its id', () => {
    const storage = memoryStorage();
    const first = storeCreationIds(storage, make).idFor('u1', { storeName: 'Bakery', phone: '555' });
    // A reload: a new instance over the same session storage.
    const again = storeCreationIds(storage, make).idFor('u1', { storeName: 'Bakery', phone: '555' });
    expect(again).toBe(first);
  });

  it('other values, another user, or a creation that succeeded make a new id', () => {
    const storage = memoryStorage();
    const ids = storeCreationIds(storage, make);
    const first = ids.idFor('u1', { storeName: 'Bakery' });
    expect(ids.idFor('u1', { storeName: 'Bakery', address: 'Main St' })).not.toBe(first);
    expect(ids.idFor('u2', { storeName: 'Bakery' })).not.toBe(first);
    expect(ids.idFor('u1', { storeName: 'Bakery' })).toBe(first);
    ids.forget('u1');
    expect(ids.idFor('u1', { storeName: 'Bakery' })).not.toBe(first);
  });
});
