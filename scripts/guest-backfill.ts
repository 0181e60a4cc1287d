// `npx tsx scripts/guest-backfill.ts [--deployed]`: run once on a project from
// before the guest page (docs/deploy.md): writes every store's public menu
// and its table links' public links (scripts/lib/guest-backfill.ts), which
// the Functions keep from then on. Against the emulators unless --deployed,
// which uses the project of FIREBASE_PROJECT_ID / GOOGLE_CLOUD_PROJECT and
// Application Default Credentials.
import './lib/require-node.ts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { publishStore } from './lib/guest-backfill.ts';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';

const deployed = process.argv.includes('--deployed');
if (!deployed) useEmulatorsInThisProcess();
const db = getFirestore(getApps()[0] ?? initializeApp(deployed ? {} : { projectId: PROJECT_ID }));
const stores = await db.collection('stores').where('_deleted', '==', false).select().get();
let links = 0;
for (const store of stores.docs) links += (await publishStore(db, store.id)).links;
console.log(`${stores.size} stores: public menus written, ${links} table links published`);
process.exit(0);
