// Firestore, Functions and Storage of the one Firebase app. Imported only by
// what runs after sign-in (the store repository, the engine, the tables), so
// the sign-in screen never downloads these SDKs.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { config } from '../../config/env';
import { SENDER_UPLOAD_RETRY_BUDGET_MS } from '../../domain/shared/limits';
import { firebaseApp } from './firebase';

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
  connectFirestoreEmulator(firestore, host, config.emulatorPorts.firestore);
  connectFunctionsEmulator(functions, host, config.emulatorPorts.functions);
  connectStorageEmulator(storage, host, config.emulatorPorts.storage);
  connectStorageEmulator(senderStorage, host, config.emulatorPorts.storage);
}
