// Firestore and Functions of the one Firebase app. Imported only by what runs
// after sign-in (the store repository, the engine, the tables), so the sign-in
// screen never downloads these SDKs. Storage waits for the first upload
// (storage-services.ts).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { config } from '../../config/env';
import { firebaseApp } from './firebase';

export const firestore = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, config.functionsRegion);

if (config.useEmulators) {
  const host = config.emulatorHost;
  connectFirestoreEmulator(firestore, host, config.emulatorPorts.firestore);
  connectFunctionsEmulator(functions, host, config.emulatorPorts.functions);
}
