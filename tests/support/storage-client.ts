import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { adminAuth } from './admin';
import { createClient, type TestClient } from './client';
import { EMULATORS } from './emulator-env';

export interface StorageTestClient extends TestClient {
  storage: FirebaseStorage;
}

/** A web client (the app's SDKs) whose Storage talks to the local emulator or stand-in. */
export function createStorageClient(): StorageTestClient {
  const client = createClient();
  // The bucket is not in createClient's config; the app's default is `{projectId}.appspot.com`.
  const storage = getStorage(client.app, `gs://${client.app.options.projectId}.appspot.com`);
  connectStorageEmulator(storage, EMULATORS.storage.host, EMULATORS.storage.port);
  return { ...client, storage };
}

/** A user created with the Admin SDK, with custom claims, signed in on `client`. */
export async function signInWithClaims(client: TestClient, claims: Record<string, unknown>): Promise<string> {
  const email = `storage-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'test-pass-123';
  const user = await adminAuth.createUser({ email, password });
  await adminAuth.setCustomUserClaims(user.uid, claims);
  // Claims set before sign-in are in the first ID token.
  await signInWithEmailAndPassword(client.auth, email, password);
  return user.uid;
}
