import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = join(ROOT, '.cache');

/** The local project: `demo-` ids need no credentials and can reach no real project. */
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-seller-portal';

/**
 * PORT_OFFSET shifts every port (emulators and app), so two checkouts or two
 * people can run `npm test` side by side on one machine. Default 0: the ports
 * of firebase.json and 5173.
 */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);

interface EmulatorConfig {
  host: string;
  port: number;
  websocketPort?: number;
}
type EmulatorName = 'auth' | 'firestore' | 'functions' | 'storage' | 'hub' | 'logging' | 'eventarc' | 'tasks';
const FIREBASE_JSON = join(ROOT, 'firebase.json');
const firebaseJson = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
  emulators: Record<EmulatorName, EmulatorConfig> & { ui: unknown };
};
const NAMES: readonly EmulatorName[] = ['auth', 'firestore', 'functions', 'storage', 'hub', 'logging', 'eventarc', 'tasks'];

// Every port firebase-tools opens is pinned in firebase.json, with a distinct
// value mod 100, so checkouts on offsets 100 apart never collide.
const shifted = ({ host, port, websocketPort }: EmulatorConfig): EmulatorConfig => ({
  host,
  port: port + PORT_OFFSET,
  ...(websocketPort === undefined ? {} : { websocketPort: websocketPort + PORT_OFFSET }),
});
export const EMULATORS = Object.fromEntries(
  NAMES.map((name) => [name, shifted(firebaseJson.emulators[name])]),
) as Record<EmulatorName, EmulatorConfig>;
export const FUNCTIONS_REGION = 'us-central1';
export const APP_PORT = 5173 + PORT_OFFSET;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The guest page (guest/), which the table QR codes of the local stack lead to. */
export const GUEST_PORT = 5174 + PORT_OFFSET;
export const GUEST_URL = `http://127.0.0.1:${GUEST_PORT}`;

/** The firebase-tools config to start: firebase.json, or a shifted copy beside it. */
export function emulatorConfigFile(): string {
  if (PORT_OFFSET === 0) return FIREBASE_JSON;
  const file = join(ROOT, `firebase.offset-${PORT_OFFSET}.json`);
  writeFileSync(file, JSON.stringify({ ...firebaseJson, emulators: { ...firebaseJson.emulators, ...EMULATORS } }, null, 2));
  return file;
}

/** Every port the emulators open. */
export function emulatorPorts(): number[] {
  return Object.values(EMULATORS).flatMap((e) => (e.websocketPort === undefined ? [e.port] : [e.port, e.websocketPort]));
}

/** What the app build needs to reach these emulators (read by src/config/env.ts). */
export function appBuildEnv(): Record<string, string> {
  return {
    // Named, not defaulted: a build that names no project is refused (scripts/lib/production-build.ts).
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_AUTH_EMULATOR_PORT: String(EMULATORS.auth.port),
    VITE_FIRESTORE_EMULATOR_PORT: String(EMULATORS.firestore.port),
    VITE_FUNCTIONS_EMULATOR_PORT: String(EMULATORS.functions.port),
    VITE_STORAGE_EMULATOR_PORT: String(EMULATORS.storage.port),
    // The QR codes and the preview link lead to the local guest page.
    VITE_CUSTOMER_HOST: GUEST_URL,
  };
}

/** Points the Admin SDK (in this process and children) at the emulators (Storage: the emulator or its stand-in). */
export function useEmulatorsInThisProcess(): void {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // Nothing here runs on Google Cloud: skip the Admin SDK's metadata-server probe (and its warning).
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = `${EMULATORS.firestore.host}:${EMULATORS.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${EMULATORS.auth.host}:${EMULATORS.auth.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${EMULATORS.storage.host}:${EMULATORS.storage.port}`;
  process.env.APP_URL = APP_URL;
}
