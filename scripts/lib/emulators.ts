import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firestoreWrapperJar } from './firestore-jar.ts';
import { isPortOpen, waitFor } from './ports.ts';
import { CACHE_DIR, EMULATORS, emulatorConfigFile, emulatorPorts, GUEST_URL, PROJECT_ID, ROOT } from './project.ts';
import { storageMode } from './storage.ts';
import { firestoreMembers } from '../../tools/storage-emulator/members.ts';
import { startStorageStandIn, type StorageStandIn } from '../../tools/storage-emulator/server.ts';

export interface RunningEmulators {
  stop(): Promise<void>;
}

const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const START_TIMEOUT_MS = 180_000;

/**
 * Processes whose command line mentions `needle` and has `port` as an argument (the Firestore
 * JVM is detached by firebase-tools; the port tells this run's from another's started beside it).
 */
function pidsMatching(needle: string, port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const onPort = args.some((arg) => arg === String(port) || arg === `--port=${port}`);
      if (args.some((arg) => arg.includes(needle)) && onPort) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts the emulators. `functionsEnv` adds settings the emulated Functions read
 * from their environment (as functions/.env.<project-id> gives them where deployed).
 */
export async function startEmulators(
  log: (line: string) => void = () => {},
  functionsEnv: Readonly<Record<string, string>> = {},
): Promise<RunningEmulators> {
  const ports = emulatorPorts();
  for (const port of ports) {
    if (await isPortOpen(port)) {
      throw new Error(
        `Port ${port} is already in use: another emulator or 'npm start' is running. Stop it first.`,
      );
    }
  }

  // The mailed QR sheets and the guest's callables' origin: the local guest page, unless the run says otherwise.
  const env: NodeJS.ProcessEnv = { CUSTOMER_HOST: GUEST_URL, ...process.env, ...functionsEnv, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
  // A Function's new worker must answer within this many seconds (firebase-tools' default: 30),
  // or the emulator logs 'Failed to load function.' and never answers the call in hand: its
  // caller waits for ever. Several workers starting at once on a loaded 2-core machine took
  // longer (the racing calls of tests/integration/order-flood.test.ts hung, translateStoreText
  // calls of the bulk translation went unanswered; `npm test`, 2026-11-28).
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '180';
  const jar = firestoreWrapperJar(CACHE_DIR);
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  else log('Firestore emulator package not found; firebase-tools will download its own JAR.');

  // Storage: firebase-tools' emulator where it can start, else our stand-in (scripts/lib/storage.ts).
  const storage = storageMode();
  let standIn: StorageStandIn | undefined;
  if (storage === 'stand-in') {
    // Its rules read member documents from the Firestore emulator, as storage.rules' cross-service reads do.
    standIn = await startStorageStandIn(EMULATORS.storage.host, EMULATORS.storage.port, firestoreMembers(EMULATORS.firestore, PROJECT_ID));
    log(`Storage stand-in (tools/storage-emulator) listening at ${standIn.url}`);
    // firebase-tools sets this for the Functions only when it runs Storage itself; the
    // Functions emulator passes its own environment on, so the Admin SDK finds the stand-in.
    env.FIREBASE_STORAGE_EMULATOR_HOST = `${EMULATORS.storage.host}:${EMULATORS.storage.port}`;
  }
  const only = storage === 'official' ? 'auth,firestore,functions,storage' : 'auth,firestore,functions';

  const child = spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', only, '--project', PROJECT_ID, '--config', emulatorConfigFile()],
    { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let exited = false;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) {
      killGroup(child, 'SIGINT');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    }
    // firebase-tools starts the JVM detached; make sure no emulator outlives us.
    if (jar) for (const pid of pidsMatching(jar, EMULATORS.firestore.port)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await standIn?.close();
    // A killed process lets go of its sockets when the kernel has ended it, which on a
    // loaded machine is not at once: stopped means the ports are free for the next run.
    await waitFor('the emulators to let go of their ports', async () => {
      for (const port of ports) if (await isPortOpen(port)) return false;
      return true;
    }, 15_000).catch(() => undefined);
  };

  try {
    await waitFor(
      'the emulators to start',
      async () => {
        if (exited) throw new Error(`firebase emulators exited early:\n${output.slice(-4000)}`);
        return output.includes('All emulators ready');
      },
      START_TIMEOUT_MS,
    );
    for (const port of ports) await waitFor(`port ${port}`, () => isPortOpen(port), 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
