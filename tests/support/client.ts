import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { expect } from 'vitest';
import { CallError, callFunction } from '../../src/data/firebase/callable';
import { EMULATORS, PROJECT_ID } from './emulator-env';
import { FUNCTIONS, type CallableName } from '../../src/domain/sync/functions';

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  firestore: Firestore;
  /** Calls a declared callable by its name (a name no declaration has does not compile). */
  call<T = unknown>(name: CallableName, data: unknown): Promise<T>;
  close(): Promise<void>;
}

let counter = 0;

/** A real Firebase web client (as the app uses) on the emulators, in its own app instance. */
export function createClient(): TestClient {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `test-${Date.now()}-${counter++}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, EMULATORS.functions.host, EMULATORS.functions.port);
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, EMULATORS.firestore.host, EMULATORS.firestore.port);
  return {
    app,
    auth,
    functions,
    firestore,
    call: <T>(name: CallableName, data: unknown) => callFunction<T>(functions, FUNCTIONS[name], data),
    close: () => deleteApp(app),
  };
}

/** Signs up a fresh user with a unique e-mail and returns it. */
export async function signUpFreshUser(client: TestClient, label = 'user') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const credential = await createUserWithEmailAndPassword(client.auth, email, 'test-pass-123');
  return credential.user;
}

/** Awaits a call that must be refused and returns its CallError (fails the test otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<CallError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CallError);
    return error as CallError;
  }
  throw new Error('expected the call to be refused');
}
