import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { config } from '../config/env';
import { SENDER_UPLOAD_RETRY_BUDGET_MS } from '../domain/limits';
import { startAppCheck } from './app-check';

export const firebaseApp = initializeApp(config.firebase);
// Only with a site key: without one nothing of App Check loads, and the
// Functions must not enforce it (ENFORCE_APP_CHECK, see the README).
const { siteKey, debugToken } = config.appCheck;
if (siteKey) {
  startAppCheck(firebaseApp, (sdk) => new sdk.ReCaptchaEnterpriseProvider(siteKey), debugToken).catch((error: unknown) =>
    console.warn('App Check could not start; calls go without its token', error),
  );
}
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, config.functionsRegion);
/** Menu images and import files; locally the Storage emulator or its stand-in (same protocol). */
export const storage = getStorage(firebaseApp);
/**
 * The outbox sender's own handle on the same bucket (another instance, since
 * it names the bucket): the SDK would retry one upload for 10 minutes, while
 * the sender has its own retry policy and must not hold the queue that long.
 */
export const senderStorage = getStorage(firebaseApp, `gs://${config.firebase.storageBucket}`);
senderStorage.maxUploadRetryTime = SENDER_UPLOAD_RETRY_BUDGET_MS;
senderStorage.maxOperationRetryTime = SENDER_UPLOAD_RETRY_BUDGET_MS;

if (config.useEmulators) {
  const host = config.emulatorHost;
  connectAuthEmulator(auth, `http://${host}:${config.emulatorPorts.auth}`, { disableWarnings: true });
  // The Auth emulator sends no real SMS and needs no reCAPTCHA solved; never set outside the emulators.
  auth.settings.appVerificationDisabledForTesting = true;
  connectFirestoreEmulator(firestore, host, config.emulatorPorts.firestore);
  connectFunctionsEmulator(functions, host, config.emulatorPorts.functions);
  connectStorageEmulator(storage, host, config.emulatorPorts.storage);
  connectStorageEmulator(senderStorage, host, config.emulatorPorts.storage);
}
