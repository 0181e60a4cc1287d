// Firestore of the one Firebase app (the full SDK: the replica's listeners and
// the engine). Imported only by what runs after sign-in, so the sign-in screen
// never downloads it. Functions are functions-services.ts's, Storage waits for
// the first upload (storage-services.ts), and the first reads after a sign-in
// go over the REST client (rest-db.ts).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from '../../config/env';
import { firebaseApp } from './firebase';

export const firestore = getFirestore(firebaseApp);

if (config.useEmulators) connectFirestoreEmulator(firestore, config.emulatorHost, config.emulatorPorts.firestore);
