// The bench's data: a fresh store with 1,000 menu items, an owner signed in on
// two web clients (one for the replica's pull, one with Firestore's own
// persistent cache), both on the emulators and fake-indexeddb.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator, getFirestore, initializeFirestore, persistentLocalCache, setLogLevel, terminate, type Firestore,
} from 'firebase/firestore';
import { getAuth as adminAuthOf } from 'firebase-admin/auth';
import { initializeApp as adminApp, getApps } from 'firebase-admin/app';
import { FieldValue, getFirestore as adminDbOf } from 'firebase-admin/firestore';
import { EMULATORS, PROJECT_ID } from '../lib/project.ts';

export const ITEMS = 1000;

// The peer's local writes are refused by the rules once they reach the server
// (clients write nothing directly); only their local latency is measured.
setLogLevel('silent');

export function admin() {
  const app = getApps()[0] ?? adminApp({ projectId: PROJECT_ID });
  return { db: adminDbOf(app), auth: adminAuthOf(app) };
}

export interface BenchWorld {
  uid: string;
  storeId: string;
  email: string;
  password: string;
}

export async function createWorld(): Promise<BenchWorld> {
  const { db, auth } = admin();
  const storeId = `bench-${Date.now().toString(36)}`;
  const email = `${storeId}@example.test`;
  const password = 'bench-pass-123';
  const user = await auth.createUser({ email, password });
  await auth.setCustomUserClaims(user.uid, { role: 'OWNER', stores: { [storeId]: 'OWNER' } });
  const stamp = { updatedAt: FieldValue.serverTimestamp(), _deleted: false };
  await db.doc(`stores/${storeId}`).set({ id: storeId, storeName: 'Bench', ...stamp });
  // The member document is what the rules and the Functions read (the claims only mirror it).
  await db.doc(`stores/${storeId}/members/${user.uid}`).set({ role: 'OWNER', kind: 'person', email, addedBy: user.uid, createdAt: new Date() });
  for (let start = 0; start < ITEMS; start += 250) {
    const batch = db.batch();
    for (let i = start; i < start + 250; i++) {
      const id = `item-${String(i).padStart(4, '0')}`;
      batch.set(db.doc(`stores/${storeId}/menuItems/${id}`), {
        id, storeId, name: `Dish ${i}`, description: 'A dish to measure with', price: 9.5, orderIndex: i, ...stamp,
      });
    }
    await batch.commit();
  }
  return { uid: user.uid, storeId, email, password };
}

export interface WebClient {
  app: FirebaseApp;
  firestore: Firestore;
  close(): Promise<void>;
}

/** A signed-in web client; `persistent` gives Firestore its IndexedDB cache (the peer measured). */
export async function webClient(world: BenchWorld, name: string, persistent: boolean): Promise<WebClient> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`, { disableWarnings: true });
  const firestore = persistent ? initializeFirestore(app, { localCache: persistentLocalCache() }) : getFirestore(app);
  connectFirestoreEmulator(firestore, EMULATORS.firestore.host, EMULATORS.firestore.port);
  await signInWithEmailAndPassword(auth, world.email, world.password);
  return {
    app,
    firestore,
    close: async () => {
      await terminate(firestore);
      await deleteApp(app);
    },
  };
}
