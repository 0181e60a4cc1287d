// `npm run bench`: the offline engine beside Firestore's own persistent cache,
// on the same data, in one Node process (both on fake-indexeddb, against the
// emulators), then image compression in the worker in Chromium against the
// built app. Starts what is not running yet (emulators, a local-stack build of
// the app) and stops what it started. Prints figures; asserts nothing.
import 'fake-indexeddb/auto';
import { Outbox } from '../src/data/outbox/outbox.ts';
import { removeReplica } from '../src/data/replica/database.ts';
import {
  commandToPendingView, fillFirestoreCache, firestoreFirstRender, firestoreLocalWriteToView,
  replicaFirstRender, serverChangeToView, syncedReplica,
} from './bench/measure.ts';
import { createWorld, ITEMS, webClient } from './bench/world.ts';
import { benchImageCompression, PHOTO_HEIGHT, PHOTO_WIDTH } from './bench/image.ts';
import { buildFunctions } from './build-functions.ts';
import { buildApp } from './lib/build-app.ts';
import { startEmulators, type RunningEmulators } from './lib/emulators.ts';
import { isPortOpen } from './lib/ports.ts';
import { APP_PORT, APP_URL, EMULATORS, useEmulatorsInThisProcess } from './lib/project.ts';
import { serveBuiltApp } from './lib/serve.ts';

const line = (what: string, replica: number, firestore: number) =>
  console.log(
    `${what.padEnd(32)} replica ${replica.toFixed(1).padStart(7)} ms   Firestore SDK ${firestore.toFixed(1).padStart(7)} ms   ratio ${(replica / firestore).toFixed(2)}`,
  );

const IMAGE_RUNS = 6;
let emulators: RunningEmulators | undefined;
let app: Awaited<ReturnType<typeof serveBuiltApp>> | undefined;
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

  const { db, replication } = await syncedReplica(world, replicaClient.firestore);
  await replication.cancel();
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

  await live.replication.cancel();
  await live.db.close();
  outbox.close();
  await Outbox.destroy(world.uid);
  await removeReplica(world.uid, world.storeId);
  await Promise.all([replicaClient.close(), reopened.close()]);

  // The image figures need no emulators; ours would only compete for the two cores.
  await emulators?.stop();
  emulators = undefined;
  // A running `npm start` (same PORT_OFFSET) already serves the harness; otherwise build and serve.
  if (!(await isPortOpen(APP_PORT))) {
    console.log('\nBuilding and serving the app for the image figures...');
    await buildApp();
    app = await serveBuiltApp();
  }
  const image = await benchImageCompression(APP_URL, IMAGE_RUNS);
  const [last] = image.runs.slice(-1);
  console.log(`\nImage compression in the worker (Chromium; ${PHOTO_WIDTH}x${PHOTO_HEIGHT} photo-like JPEG of ${((last?.input.bytes ?? 0) / 1e6).toFixed(1)} MB`);
  console.log(`-> ${last?.output.width}x${last?.output.height}, ${((last?.output.bytes ?? 0) / 1e3).toFixed(0)} kB at quality ${last?.output.quality}; median of ${IMAGE_RUNS - 1} runs after a first that starts the worker)`);
  console.log(`${'time to compress'.padEnd(32)} ${image.medianMs.toFixed(0).padStart(7)} ms   first run ${image.firstMs.toFixed(0)} ms`);
  console.log(`${'longest main-thread task'.padEnd(32)} ${image.longestTaskMs.toFixed(0).padStart(7)} ms   first run ${image.firstLongestTaskMs.toFixed(0)} ms   (tasks over 50 ms; 0: none)`);
  console.log(`${'longest main-thread timer gap'.padEnd(32)} ${image.longestGapMs.toFixed(0).padStart(7)} ms   (a 10 ms heartbeat, later runs)`);
} finally {
  await new Promise<void>((resolve) => (app ? app.httpServer.close(() => resolve()) : resolve()));
  await emulators?.stop();
}
process.exit(0);
