import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin';
import { afterEach, beforeEach } from 'vitest';
import { createClient, type TestClient } from './client';
import { writeMember } from './members';
import type { Role } from '../../src/domain/shared/entities';

export interface Member {
  uid: string;
  storeId: string;
  email: string;
  password: string;
}

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * A fresh store (written as Functions would: stamped, not deleted) and a user
 * who is its OWNER (member document and claims), signed in on `client`.
 */
export async function signInAsNewStoreOwner(client: TestClient, label = 'owner'): Promise<Member> {
  const storeId = unique('store');
  const email = `${unique(label)}@example.test`;
  const password = 'test-pass-123';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  await adminAuth.setCustomUserClaims(user.uid, { role: 'OWNER', stores: { [storeId]: 'OWNER' } });
  await adminDb.doc(`stores/${storeId}`).set({
    id: storeId,
    storeName: `Test ${storeId}`,
    ownerId: user.uid,
    tableCount: 0,
    hasCompletedOnboarding: true,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    _deleted: false,
  });
  await writeMember(storeId, user.uid, 'OWNER', email);
  await signInWithEmailAndPassword(client.auth, email, password);
  return { uid: user.uid, storeId, email, password };
}

/**
 * A new user who is a member of `storeId` with `role` (member document and
 * claims, as an accepted invitation leaves them), signed in on `client`.
 */
export async function signInAsMember(client: TestClient, storeId: string, role: Role, label = role.toLowerCase()): Promise<Member> {
  const email = `${unique(label)}@example.test`;
  const password = 'test-pass-123';
  const user = await adminAuth.createUser({ email, password });
  await writeMember(storeId, user.uid, role, email);
  await adminAuth.setCustomUserClaims(user.uid, { role, stores: { [storeId]: role } });
  await signInWithEmailAndPassword(client.auth, email, password);
  return { uid: user.uid, storeId, email, password };
}

/** Live (not tombstoned) documents of a store's sub-collection, with their data. */
export async function liveDocs(storeId: string, collection: string) {
  const snap = await adminDb.collection(`stores/${storeId}/${collection}`).where('_deleted', '==', false).get();
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as Record<string, unknown> & { id: string });
}

export async function commandRecordCount(storeId: string): Promise<number> {
  return (await adminDb.collection(`stores/${storeId}/commands`).count().get()).data().count;
}

export interface OwnerPerTest<C extends TestClient> {
  /** This test's client, signed in as `me`. */
  readonly client: C;
  /** This test's fresh store and its owner. */
  readonly me: Member;
}

/**
 * Registers the hooks that give every test of the file a fresh store and its
 * owner, signed in on a client of its own that is closed after the test. Read
 * `owner.client` and `owner.me` inside the tests.
 */
export function ownerPerTest(): OwnerPerTest<TestClient>;
export function ownerPerTest<C extends TestClient>(makeClient: () => C): OwnerPerTest<C>;
export function ownerPerTest(makeClient: () => TestClient = createClient): OwnerPerTest<TestClient> {
  let current: { client: TestClient; me: Member } | null = null;
  beforeEach(async () => {
    const client = makeClient();
    current = { client, me: await signInAsNewStoreOwner(client) };
  });
  afterEach(async () => {
    await current?.client.close();
    current = null;
  });
  const now = () => {
    if (!current) throw new Error('ownerPerTest: read owner.client and owner.me inside a test');
    return current;
  };
  return {
    get client() {
      return now().client;
    },
    get me() {
      return now().me;
    },
  };
}
