import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { config } from '../config/env';

export const firebaseApp = initializeApp(config.firebase);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, config.functionsRegion);
/** Menu images and import files; locally the Storage emulator or its stand-in (same protocol). */
export const storage = getStorage(firebaseApp);

if (config.useEmulators) {
  const host = config.emulatorHost;
  connectAuthEmulator(auth, `http://${host}:${config.emulatorPorts.auth}`, { disableWarnings: true });
  // The Auth emulator sends no real SMS and needs no reCAPTCHA solved; never set outside the emulators.
  auth.settings.appVerificationDisabledForTesting = true;
  connectFirestoreEmulator(firestore, host, config.emulatorPorts.firestore);
  connectFunctionsEmulator(functions, host, config.emulatorPorts.functions);
  connectStorageEmulator(storage, host, config.emulatorPorts.storage);
}
