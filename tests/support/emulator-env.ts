import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Tests reach the emulators that scripts/test.ts started, at the ports of firebase.json.
const root = join(import.meta.dirname, '..', '..');
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'functions', { host: string; port: number }>;
};

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-seller-portal';
export const EMULATORS = firebaseJson.emulators;
export const ROOT = root;
