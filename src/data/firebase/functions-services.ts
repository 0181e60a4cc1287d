// Functions of the one Firebase app: the callables' client. Apart from
// Firestore's SDK (firebase-services.ts), so a display's pairing call, the
// first thing it asks, does not wait for that SDK to evaluate.
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { config } from '../../config/env';
import { firebaseApp } from './firebase';

export const functions = getFunctions(firebaseApp, config.functionsRegion);

if (config.useEmulators) connectFunctionsEmulator(functions, config.emulatorHost, config.emulatorPorts.functions);
