// `npx tsx scripts/team-backfill.ts [--deployed]`: run once on a project from
// before unpairing ended a display's account and removal withdrew a member's
// invitations (docs/deploy.md): disables the accounts of displays unpaired
// before (scripts/lib/devices-backfill.ts) and withdraws the pending
// invitations of inviters since removed or demoted
// (scripts/lib/invitations-backfill.ts). Against the emulators unless
// --deployed, which uses the project of FIREBASE_PROJECT_ID /
// GOOGLE_CLOUD_PROJECT and Application Default Credentials.
import './lib/require-node.ts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillDevices } from './lib/devices-backfill.ts';
import { backfillInvitations } from './lib/invitations-backfill.ts';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';

const deployed = process.argv.includes('--deployed');
if (!deployed) useEmulatorsInThisProcess();
const app = getApps()[0] ?? initializeApp(deployed ? {} : { projectId: PROJECT_ID });
const devices = await backfillDevices(getAuth(app), getFirestore(app));
console.log(`${devices.displays} display accounts: ${devices.disabled} unpaired ones disabled, ${devices.marked} marked as displays`);
const invitations = await backfillInvitations(getFirestore(app));
console.log(`${invitations.pending} pending invitations: ${invitations.withdrawn} withdrawn, their inviter no longer able to give the role`);
