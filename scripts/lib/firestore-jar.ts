import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// firebase-tools downloads the Firestore emulator JAR from Google, which these
// machines cannot reach. Debian's google-cloud-cli-firestore-emulator ships the
// same emulator, but its JAR has no Main-Class, so we wrap it in a tiny JAR whose
// manifest names the main class and puts the real JAR on the class path.
const KNOWN_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function findPackagedJar(): string | undefined {
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const jar = files.split('\n').find((f) => f.endsWith('/cloud-firestore-emulator.jar'));
    if (jar && existsSync(jar)) return jar;
  } catch {
    // dpkg missing or package absent: fall through to the known paths.
  }
  return KNOWN_JARS.find((p) => existsSync(p));
}

/**
 * Returns the path of a runnable Firestore emulator JAR, or undefined when the
 * Debian package is absent (then firebase-tools downloads its own, as it does
 * on a laptop with internet).
 */
export function firestoreWrapperJar(cacheDir: string): string | undefined {
  const real = findPackagedJar();
  if (!real) return undefined;
  const wrapper = join(cacheDir, 'firestore-emulator-wrapper.jar');
  if (existsSync(wrapper)) return wrapper;
  mkdirSync(cacheDir, { recursive: true });
  const manifest = join(cacheDir, 'firestore-manifest.txt');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${real}\n`);
  execFileSync('jar', ['cfm', wrapper, manifest], { cwd: cacheDir });
  return wrapper;
}
