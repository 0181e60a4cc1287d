// Firestore's REST client (firestore/lite) on a database: each read one
// request of its own, answered by the server, with no watch stream to open
// first and none to wait behind. The app's own is rest-db.ts.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import * as rest from 'firebase/firestore/lite';

const connected = new WeakSet<rest.Firestore>();

/** An app's REST client, pointed at an emulator once if given one (a second connect would throw). */
export function restClient(app: FirebaseApp, emulator: { host: string; port: number } | null): rest.Firestore {
  const client = rest.getFirestore(app);
  if (emulator && !connected.has(client)) {
    rest.connectFirestoreEmulator(client, emulator.host, emulator.port);
    connected.add(client);
  }
  return client;
}

/** The same database as `firestore` (its app, and its emulator if it uses one) through the REST client. */
export function restFirestore(firestore: Firestore): rest.Firestore {
  const { settings } = firestore.toJSON() as { settings?: { host?: string; isUsingEmulator?: boolean } };
  const [host, port] = (settings?.host ?? '').split(':');
  return restClient(firestore.app, settings?.isUsingEmulator && host && port ? { host, port: Number(port) } : null);
}
