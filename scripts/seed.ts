// Seeds the demo world into the emulators through the Admin SDK. Idempotent:
// running it again converges to the same world. `npm run seed` needs the
// emulators already running (`npm run emulators`).
import './lib/require-node.ts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';
import { buildDemoWorld } from './seed/demo-world.ts';
import { writeDemoWorld } from './seed/write-world.ts';

export async function seedDemo(now = new Date()): Promise<string> {
  useEmulatorsInThisProcess();
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const summary = await writeDemoWorld(buildDemoWorld(now), { db: getFirestore(app), auth: getAuth(app) });
  return Object.entries(summary.written)
    .map(([what, count]) => `${count} ${what}`)
    .join(', ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Seeded: ${await seedDemo()}`);
}
