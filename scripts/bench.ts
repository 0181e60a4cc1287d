// `npm run bench`: the offline engine beside Firestore's own persistent cache,
// on the same data, in one Node process (both on fake-indexeddb, against the
// emulators). Prints each measure and the ratio replica / Firestore.
import 'fake-indexeddb/auto';
import { Outbox } from '../src/data/outbox/outbox.ts';
import { removeReplica } from '../src/data/replica/database.ts';
import {
  commandToPendingView, fillFirestoreCache, firestoreFirstRender, firestoreLocalWriteToView,
  replicaFirstRender, serverChangeToView, syncedReplica,
} from './bench/measure.ts';
import { createWorld, ITEMS, webClient } from './bench/world.ts';
import { buildFunctions } from './build-functions.ts';
import { startEmulators, type RunningEmulators } from './lib/emulators.ts';
import { isPortOpen } from './lib/ports.ts';
import { EMULATORS, useEmulatorsInThisProcess } from './lib/project.ts';

const line = (what: string, replica: number, firestore: number) =>
  console.log(
    `${what.padEnd(32)} replica ${replica.toFixed(1).padStart(7)} ms   Firestore SDK ${firestore.toFixed(1).padStart(7)} ms   ratio ${(replica / firestore).toFixed(2)}`,
  );

let emulators: RunningEmulators | undefined;
if (!(await isPortOpen(EMULATORS.firestore.port))) {
  await buildFunctions();
  console.log('Starting the emulators...');
  emulators = await startEmulators();
}
useEmulatorsInThisProcess();
try {
  const world = await createWorld();
  const replicaClient = await webClient(world, 'bench-replica', false);
  const firestoreClient = await webClient(world, 'bench-firestore', true);

  const { db, replications } = await syncedReplica(world, replicaClient.firestore);
  await Promise.all(replications.map((r) => r.cancel()));
  await db.close();
  const replicaRender = await replicaFirstRender(world);
  await fillFirestoreCache(firestoreClient.firestore, world.storeId);
  await firestoreClient.close();
  const reopened = await webClient(world, 'bench-firestore', true);
  const firestoreRender = await firestoreFirstRender(reopened.firestore, world.storeId);

  const live = await syncedReplica(world, replicaClient.firestore);
  const outbox = new Outbox(world.uid);
  const replicaCommand = await commandToPendingView(live.db, outbox, world.storeId);
  const firestoreWrite = await firestoreLocalWriteToView(reopened.firestore, world.storeId);
  const change = await serverChangeToView(live.db, reopened.firestore, world.storeId);

  console.log(`\nOffline engine vs Firestore's persistent cache (${ITEMS} menu items; Node + fake-indexeddb,`);
  console.log('emulators; medians of 20 commands and 10 server changes; ratio < 1: the replica is faster)');
  line(`first render of ${ITEMS} items`, replicaRender, firestoreRender);
  line('command to its pending view', replicaCommand, firestoreWrite);
  line('server change to its view', change.replica, change.firestore);

  await Promise.all(live.replications.map((r) => r.cancel()));
  await live.db.close();
  outbox.close();
  await Outbox.destroy(world.uid);
  await removeReplica(world.uid, world.storeId);
  await Promise.all([replicaClient.close(), reopened.close()]);
} finally {
  await emulators?.stop();
}
process.exit(0);
