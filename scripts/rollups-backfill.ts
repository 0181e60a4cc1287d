// `npx tsx scripts/rollups-backfill.ts [--store <id>] [--time-zone <IANA>] [--deployed]`
// Gives existing stores a time zone (their days are counted in it) and
// rebuilds their daily rollups from their orders (scripts/lib/rollups-rebuild.ts; safe to run while
// the order Functions are live, and to run again): closed days folded into one
// document, today and yesterday in shards, as the Functions leave them.
// `--fold-only`: no rebuild; folds every store's closed days now, with the
// scheduled fold's own code (functions/src/analytics/rollup-fold.ts).
//
// --store: one store (default: every store). --time-zone: the zone set on
// stores that have none yet (default UTC; a store's own zone is kept).
// Against the emulators unless --deployed, which uses the project of
// FIREBASE_PROJECT_ID / GOOGLE_CLOUD_PROJECT and Application Default Credentials.
import './lib/require-node.ts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { isTimeZone } from '../src/domain/shared/store-day.ts';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';
import { functionsFirestore } from './lib/functions-admin.ts';
import { rebuildStoreRollups } from './lib/rollups-rebuild.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const deployed = process.argv.includes('--deployed');
const timeZone = arg('time-zone');
if (timeZone !== undefined && !isTimeZone(timeZone)) throw new Error(`Unknown time zone: ${timeZone}`);
if (!deployed) useEmulatorsInThisProcess();
const app = getApps()[0] ?? initializeApp(deployed ? {} : { projectId: PROJECT_ID });
const db = getFirestore(app);

if (process.argv.includes('--fold-only')) {
  // The scheduled fold's own body, run now, on the Functions' copy of the Admin SDK.
  await functionsFirestore(db);
  const { foldClosedRollups } = await import('../functions/src/analytics/rollup-fold.ts');
  const folded = await foldClosedRollups();
  console.log(`${folded.days} closed days folded (${folded.shards} shards tombstoned)`);
} else {
  const only = arg('store');
  const storeIds = only ? [only] : (await db.collection('stores').select().get()).docs.map((d) => d.id);
  for (const storeId of storeIds) {
    const summary = await rebuildStoreRollups(db, storeId, timeZone ? { timeZone } : {});
    console.log(`${storeId}: ${summary.orders} orders in ${summary.days} days rebuilt (${summary.timeZone})`);
  }
}
