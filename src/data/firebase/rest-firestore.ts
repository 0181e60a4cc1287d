// Firestore's REST client (firestore/lite) on the app's database: each read
// one request of its own, answered by the server, with no watch stream to
// open first and none to wait behind.
import type { Firestore } from 'firebase/firestore';
import * as rest from 'firebase/firestore/lite';

const restClients = new WeakMap<Firestore, rest.Firestore>();

/** The same database as `firestore` (its app, and its emulator if it uses one) through the REST client. */
export function restFirestore(firestore: Firestore): rest.Firestore {
  let client = restClients.get(firestore);
  if (!client) {
    client = rest.getFirestore(firestore.app);
    const { settings } = firestore.toJSON() as { settings?: { host?: string; isUsingEmulator?: boolean } };
    const [host, port] = (settings?.host ?? '').split(':');
    if (settings?.isUsingEmulator && host && port) rest.connectFirestoreEmulator(client, host, Number(port));
    restClients.set(firestore, client);
  }
  return client;
}
