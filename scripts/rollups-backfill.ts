// `npx tsx scripts/rollups-backfill.ts [--store <id>] [--time-zone <IANA>] [--deployed]`
// (issue 11): gives existing stores a time zone and rebuilds their daily
// rollups from their orders (scripts/lib/rollups-rebuild.ts; safe to run while
// the order Functions are live, and to run again).
//
// --store: one store (default: every store). --time-zone: the zone set on
// stores that have none yet (default UTC; a store's own zone is kept).
// Against the emulators unless --deployed, which uses the project of
// FIREBASE_PROJECT_ID / GOOGLE_CLOUD_PROJECT and Application Default Credentials.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { isTimeZone } from '../src/domain/analytics/store-day.ts';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';
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

const only = arg('store');
const storeIds = only ? [only] : (await db.collection('stores').select().get()).docs.map((d) => d.id);
for (const storeId of storeIds) {
  const summary = await rebuildStoreRollups(db, storeId, timeZone ? { timeZone } : {});
  console.log(`${storeId}: ${summary.orders} orders in ${summary.days} days rebuilt (${summary.timeZone})`);
}
