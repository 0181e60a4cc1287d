// Which Cloud Storage emulator runs beside the others. firebase-tools' own
// Storage emulator downloads its rules runtime (a JAR) on first start, which
// fails on machines without internet access. So: the official emulator when
// asked for (STORAGE_EMULATOR=official) or when its artefact is already cached,
// else our stand-in (tools/storage-emulator), on the same port. The app and the
// tests talk to either through the official `firebase/storage` SDK.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type StorageMode = 'official' | 'stand-in';

/** firebase-tools keeps downloaded emulators here (see its downloadableEmulators.js). */
function firebaseEmulatorCache(): string {
  return process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
}

function officialArtefactCached(): boolean {
  const dir = firebaseEmulatorCache();
  return existsSync(dir) && readdirSync(dir).some((f) => /^cloud-storage-rules-runtime-v.*\.jar$/.test(f));
}

/** STORAGE_EMULATOR=official|stand-in forces a choice; anything else detects. */
export function storageMode(): StorageMode {
  const asked = process.env.STORAGE_EMULATOR;
  if (asked === 'official' || asked === 'stand-in') return asked;
  return officialArtefactCached() ? 'official' : 'stand-in';
}
