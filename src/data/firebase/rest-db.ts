// The app's database through Firestore's REST client, made from the app alone:
// neither the full SDK nor its instance (firebase-services.ts) is evaluated
// for it, so the store list and a new device's first orders are asked for
// while that code still loads.
import type * as rest from 'firebase/firestore/lite';
import { config } from '../../config/env';
import { firebaseApp } from './firebase';
import { restClient } from './rest-firestore';

/** The app's database through the REST client (its emulator when the app uses them). */
export function restDb(): rest.Firestore {
  return restClient(firebaseApp, config.useEmulators ? { host: config.emulatorHost, port: config.emulatorPorts.firestore } : null);
}
