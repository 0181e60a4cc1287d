// `npx tsx scripts/members-backfill.ts [--deployed]`: run once on a project
// with stores made before member documents existed, before deploying the
// rules that read them (docs/decisions.md, 'The team'); see
// scripts/lib/members-backfill.ts. Against the emulators unless --deployed,
// which uses the project of FIREBASE_PROJECT_ID / GOOGLE_CLOUD_PROJECT and
// Application Default Credentials.
import './lib/require-node.ts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillMembers } from './lib/members-backfill.ts';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';

const deployed = process.argv.includes('--deployed');
if (!deployed) useEmulatorsInThisProcess();
const app = getApps()[0] ?? initializeApp(deployed ? {} : { projectId: PROJECT_ID });
const summary = await backfillMembers(getFirestore(app));
console.log(`${summary.users} users: ${summary.written} member documents written, ${summary.kept} already there`);
