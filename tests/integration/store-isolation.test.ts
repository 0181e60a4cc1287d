import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, signUpFreshUser, type TestClient } from '../support/client';
import { EMULATORS } from '../support/emulator-env';

// The rules tests use hand-made claims; this proves the same isolation with the
// claims the Functions really grant, through the web SDK the app uses.
let owner: TestClient;
let other: TestClient;
beforeAll(() => setLogLevel('silent'));
beforeEach(() => {
  owner = createClient();
  other = createClient();
});
afterEach(async () => {
  await owner.close();
  await other.close();
});

function db(client: TestClient) {
  const firestore = getFirestore(client.app);
  connectFirestoreEmulator(firestore, EMULATORS.firestore.host, EMULATORS.firestore.port);
  return firestore;
}

async function denied(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e as { code?: string });
  return error?.code ?? 'allowed';
}

describe("a second user and the first user's store", () => {
  it('the owner reads their store and user document; another signed-in owner can read or write neither', async () => {
    const first = await signUpFreshUser(owner, 'first');
    const { storeId } = await owner.call<{ storeId: string }>('createStoreForCurrentUser', { storeName: 'Mine' });
    await first.getIdToken(true); // the new claims
    const ownerDb = db(owner);
    expect((await getDoc(doc(ownerDb, 'stores', storeId))).data()?.storeName).toBe('Mine');
    expect((await getDoc(doc(ownerDb, 'users', first.uid))).data()?.storeIds).toEqual([storeId]);

    const second = await signUpFreshUser(other, 'second');
    await other.call('createStoreForCurrentUser', { storeName: 'Theirs' });
    await second.getIdToken(true);
    const otherDb = db(other);
    expect(await denied(getDoc(doc(otherDb, 'stores', storeId)))).toBe('permission-denied');
    expect(await denied(getDoc(doc(otherDb, 'stores', storeId, 'orders', 'any')))).toBe('permission-denied');
    expect(await denied(getDoc(doc(otherDb, 'users', first.uid)))).toBe('permission-denied');
    expect(await denied(updateDoc(doc(otherDb, 'stores', storeId), { storeName: 'Taken' }))).toBe('permission-denied');
    expect(await denied(setDoc(doc(otherDb, 'stores', storeId, 'menuItems', 'x'), { name: 'x' }))).toBe('permission-denied');
  });
});
