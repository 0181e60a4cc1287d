import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, refusal, signUpFreshUser, type TestClient } from '../support/client';

interface CreateStoreResult {
  success: boolean;
  storeId: string;
  message: string;
}

let client: TestClient;
beforeEach(() => {
  client = createClient();
});
afterEach(() => client.close());


describe('createStoreForCurrentUser', () => {
  it('creates a trimmed store, makes the first one primary, and grants the OWNER claim', async () => {
    const user = await signUpFreshUser(client, 'owner');
    const result = await client.call<CreateStoreResult>('createStoreForCurrentUser', {
      storeName: '  Corner Bakery  ',
      address: '   ',
      phone: ' 555-0100 ',
    });
    expect(result.success).toBe(true);
    expect(result.storeId.length).toBeGreaterThanOrEqual(10);

    const store = (await adminDb.doc(`stores/${result.storeId}`).get()).data();
    expect(store).toMatchObject({
      storeName: 'Corner Bakery',
      phone: '555-0100',
      ownerId: user.uid,
      hasCompletedOnboarding: false,
      tableCount: 0,
      _deleted: false,
    });
    expect(store).not.toHaveProperty('address');
    expect(store?.updatedAt).toBeDefined();
    expect(store?.createdAt).toBeDefined();

    const userDoc = (await adminDb.doc(`users/${user.uid}`).get()).data();
    expect(userDoc).toMatchObject({ storeIds: [result.storeId], primaryStoreId: result.storeId });

    const token = await user.getIdTokenResult(true);
    expect(token.claims.stores).toEqual({ [result.storeId]: 'OWNER' });
    expect(token.claims.role).toBe('OWNER');
  });

  it('keeps the first store primary when a second is created', async () => {
    const user = await signUpFreshUser(client, 'two-stores');
    const first = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeName: 'First' });
    const second = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeName: 'Second' });
    const userDoc = (await adminDb.doc(`users/${user.uid}`).get()).data();
    expect(userDoc).toMatchObject({ storeIds: [first.storeId, second.storeId], primaryStoreId: first.storeId });
    const token = await user.getIdTokenResult(true);
    expect(token.claims.stores).toEqual({ [first.storeId]: 'OWNER', [second.storeId]: 'OWNER' });
  });

  it("keeps the creating browser's time zone; an older client's store gets UTC; an unknown zone is refused", async () => {
    const user = await signUpFreshUser(client, 'zone');
    const inNewYork = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeName: 'East', timeZone: 'America/New_York' });
    expect((await adminDb.doc(`stores/${inNewYork.storeId}`).get()).get('timeZone')).toBe('America/New_York');
    const older = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeName: 'Older client' });
    expect((await adminDb.doc(`stores/${older.storeId}`).get()).get('timeZone')).toBe('UTC');
    const storeId = randomUUID();
    const error = await refusal(client.call('createStoreForCurrentUser', { storeId, storeName: 'Nowhere', timeZone: 'Mars/Olympus' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('The time zone is not one we know.');
    expect((await adminDb.doc(`stores/${storeId}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('storeIds')).toHaveLength(2);
  });

  it("refuses a blank name with the spec's message and creates nothing", async () => {
    const user = await signUpFreshUser(client, 'blank');
    const error = await refusal(client.call('createStoreForCurrentUser', { storeName: '   ' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Store name is required');
    expect((await adminDb.doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('refuses the 11th store of an owner', async () => {
    const user = await signUpFreshUser(client, 'cap');
    for (let i = 1; i <= 10; i++) {
      await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeName: `Store ${i}` });
    }
    const error = await refusal(client.call('createStoreForCurrentUser', { storeName: 'Store 11' }));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('You have reached the maximum limit of 10 stores per owner.');
    const owned = await adminDb.collection('stores').where('ownerId', '==', user.uid).get();
    expect(owned.size).toBe(10);
  });

  it('refuses a caller who is not signed in', async () => {
    await signOut(client.auth);
    const error = await refusal(client.call('createStoreForCurrentUser', { storeName: 'Nobody' }));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('No authenticated user');
  });

  it('the same call twice, as a retry after a lost answer: one store, the same answer', async () => {
    const user = await signUpFreshUser(client, 'replay');
    const storeId = randomUUID();
    const first = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeId, storeName: 'Once' });
    const again = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeId, storeName: 'Once' });
    expect(first).toEqual({ success: true, storeId, message: "Store 'Once' created." });
    expect(again).toEqual(first);
    const owned = await adminDb.collection('stores').where('ownerId', '==', user.uid).get();
    expect(owned.docs.map((d) => d.id)).toEqual([storeId]);
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('storeIds')).toEqual([storeId]);
  });

  it('a store committed whose claims update failed: the retry repairs the claims and makes no second store', async () => {
    const user = await signUpFreshUser(client, 'claims');
    const storeId = randomUUID();
    await client.call('createStoreForCurrentUser', { storeId, storeName: 'Claims later' });
    // As if setCustomUserClaims had failed after the transaction committed.
    await adminAuth.setCustomUserClaims(user.uid, null);
    expect((await user.getIdTokenResult(true)).claims.stores).toBeUndefined();
    const retried = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeId, storeName: 'Claims later' });
    expect(retried.storeId).toBe(storeId);
    expect((await user.getIdTokenResult(true)).claims.stores).toEqual({ [storeId]: 'OWNER' });
    expect((await adminDb.collection('stores').where('ownerId', '==', user.uid).get()).size).toBe(1);
  });

  it("a replay of an owner's 10th store is answered, not refused by the cap", async () => {
    const user = await signUpFreshUser(client, 'cap-replay');
    const ids = Array.from({ length: 10 }, () => randomUUID());
    for (const [i, storeId] of ids.entries()) await client.call('createStoreForCurrentUser', { storeId, storeName: `Store ${i + 1}` });
    const replay = await client.call<CreateStoreResult>('createStoreForCurrentUser', { storeId: ids[9], storeName: 'Store 10' });
    expect(replay).toMatchObject({ success: true, storeId: ids[9] });
    expect((await adminDb.collection('stores').where('ownerId', '==', user.uid).get()).size).toBe(10);
  });

  it("refuses an id that is someone else's store, and one that is no id, changing nothing", async () => {
    await signUpFreshUser(client, 'first-owner');
    const storeId = randomUUID();
    await client.call('createStoreForCurrentUser', { storeId, storeName: 'Mine' });
    const other = await signUpFreshUser(client, 'second-owner');
    const taken = await refusal(client.call('createStoreForCurrentUser', { storeId, storeName: 'Theirs' }));
    expect([taken.code, taken.message]).toEqual(['already-exists', 'Failed to create store']);
    const bad = await refusal(client.call('createStoreForCurrentUser', { storeId: 'no/such id', storeName: 'Bad' }));
    expect(bad.code).toBe('invalid-argument');
    expect((await adminDb.doc(`stores/${storeId}`).get()).get('storeName')).toBe('Mine');
    expect((await adminDb.doc(`users/${other.uid}`).get()).exists).toBe(false);
  });
});
