// `npm start`: builds, starts the emulators, seeds the demo world and serves the
// built PWA. Ctrl-C stops everything it started.
import './lib/require-node.ts';
import { buildFunctions } from './build-functions.ts';
import { buildApp } from './lib/build-app.ts';
import { startEmulators } from './lib/emulators.ts';
import { useEmulatorsInThisProcess } from './lib/project.ts';
import { APP_URL, GUEST_URL, serveBuiltApp, serveBuiltGuest } from './lib/serve.ts';
import { buildGuest } from './lib/build-guest.ts';
import { onShutdown, shutdown } from './lib/shutdown.ts';
import { seedDemo } from './seed.ts';
import { DEMO_DISPLAY, HARBOR_STORE_ID } from './seed/demo-world.ts';
import { getFirestore } from 'firebase-admin/firestore';
import { showPairingCode } from '../src/domain/team/pairing.ts';

const verbose = process.argv.includes('--verbose');
const step = (text: string) => console.log(`\n▶ ${text}`);

try {
  step('Building the Cloud Functions...');
  await buildFunctions();
  step('Building the app and the guest page (first run takes a minute)...');
  await buildApp();
  await buildGuest();
  step('Starting the Firebase emulators (Auth, Firestore, Functions, Storage)...');
  const emulators = await startEmulators((line) => {
    if (verbose) console.log(`  [emulators] ${line}`);
  });
  onShutdown(() => emulators.stop());
  useEmulatorsInThisProcess();
  step('Seeding the demo world...');
  const summary = await seedDemo();
  console.log(`  ${summary}`);
  step('Serving the built app and the guest page...');
  for (const server of [await serveBuiltApp(), await serveBuiltGuest()]) {
    onShutdown(() => new Promise<void>((resolve) => server.httpServer.close(() => resolve())));
  }
  // Table 1's code, as its QR code carries it (the tables' QR sheet on /store has them all).
  const table1 = await getFirestore().collection(`stores/${HARBOR_STORE_ID}/tableLinks`)
    .where('tableId', '==', 'table_1').where('isActive', '==', true).limit(1).get();
  console.log(`
Seller Portal ready at ${APP_URL}
  Demo sign-in: owner@demo.test / demo-pass-123
    Harbor Kitchen's team (same password): manager@demo.test, staff@demo.test, kitchen@demo.test
    Harbor Kitchen's kitchen display (a paired tablet, no password): open /pair and type ${showPairingCode(DEMO_DISPLAY.pairingCode)}
  Guests ordering: open ${GUEST_URL}/t/${table1.docs[0]?.id ?? '<linkId>'} (Harbor Kitchen, table 1; each
    table's QR code on /store leads to its own), ideally at phone width.
  Many guests at once: in another terminal, \`npm run simulate\` (6 orders/min for 10 min;
    e.g. \`npm run simulate -- --rate 20/min --minutes 5\`) places orders on Harbor Kitchen.
  Press Ctrl-C to stop the portal and the emulators.
`);
} catch (error) {
  console.error('\nCould not start the portal:', error instanceof Error ? error.message : error);
  await shutdown(1);
}
