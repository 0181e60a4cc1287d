import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = join(ROOT, '.cache');

/** The local project: `demo-` ids need no credentials and can reach no real project. */
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-seller-portal';

interface EmulatorConfig {
  host: string;
  port: number;
}
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'functions' | 'hub', EmulatorConfig>;
};

export const EMULATORS = firebaseJson.emulators;
export const FUNCTIONS_REGION = 'us-central1';

/** Points the Admin SDK (in this process and children) at the emulators. */
export function useEmulatorsInThisProcess(): void {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // Nothing here runs on Google Cloud: skip the Admin SDK's metadata-server probe (and its warning).
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = `${EMULATORS.firestore.host}:${EMULATORS.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${EMULATORS.auth.host}:${EMULATORS.auth.port}`;
}
