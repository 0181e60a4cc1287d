import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal, signUpFreshUser, type TestClient } from '../support/client';

interface Created {
  storeId: string;
}

let owner: TestClient;
let stranger: TestClient;
beforeEach(() => {
  owner = createClient();
  stranger = createClient();
});
afterEach(async () => {
  await owner.close();
  await stranger.close();
});

describe('upsertUserProfile', () => {
  it("sets the primary store to one of the caller's stores", async () => {
    const user = await signUpFreshUser(owner, 'primary');
    await owner.call<Created>('createStoreForCurrentUser', { storeName: 'First' });
    const second = await owner.call<Created>('createStoreForCurrentUser', { storeName: 'Second' });
    await owner.call('upsertUserProfile', { primaryStoreId: second.storeId });
    const doc = (await adminDb.doc(`users/${user.uid}`).get()).data();
    expect(doc?.primaryStoreId).toBe(second.storeId);
    // The claims name it too: a new device signing in opens it without reading the user document first.
    const token = await owner.auth.currentUser!.getIdTokenResult(true);
    expect(token.claims.primary).toBe(second.storeId);
  });

  it("refuses someone else's store and leaves the profile unchanged", async () => {
    await signUpFreshUser(owner, 'victim');
    const theirs = await owner.call<Created>('createStoreForCurrentUser', { storeName: 'Theirs' });
    const user = await signUpFreshUser(stranger, 'intruder');
    const mine = await stranger.call<Created>('createStoreForCurrentUser', { storeName: 'Mine' });
    const error = await refusal(stranger.call('upsertUserProfile', { primaryStoreId: theirs.storeId }));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('You do not have access to this store.');
    expect((await adminDb.doc(`users/${user.uid}`).get()).data()?.primaryStoreId).toBe(mine.storeId);
  });
});

describe('completeStoreOnboarding', () => {
  it('lets a member finish onboarding of their store', async () => {
    await signUpFreshUser(owner, 'onboard');
    const { storeId } = await owner.call<Created>('createStoreForCurrentUser', { storeName: 'New Place' });
    await owner.call('completeStoreOnboarding', { storeId });
    expect((await adminDb.doc(`stores/${storeId}`).get()).data()?.hasCompletedOnboarding).toBe(true);
  });

  it('refuses a caller who is not a member of the store', async () => {
    await signUpFreshUser(owner, 'owner');
    const { storeId } = await owner.call<Created>('createStoreForCurrentUser', { storeName: 'Not Yours' });
    await signUpFreshUser(stranger, 'stranger');
    const error = await refusal(stranger.call('completeStoreOnboarding', { storeId }));
    expect(error.code).toBe('permission-denied');
    expect((await adminDb.doc(`stores/${storeId}`).get()).data()?.hasCompletedOnboarding).toBe(false);
  });
});
