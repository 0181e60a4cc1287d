import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { firestoreWrapperJar } from '../firestore-jar.ts';
import { CACHE_DIR } from '../project.ts';

// Rules compiled offline by the Firestore emulator's own compiler (the one
// that loads firestore.rules for the tests). It compiles Storage rules too:
// the language is the same, and the official Storage emulator's runtime is
// a download these machines cannot make.

/** The compiler's complaints about one rules file at a running Firestore emulator (`host:port`); empty when it compiles cleanly. */
export async function rulesIssues(emulator: string, name: string, content: string): Promise<string[]> {
  const response = await fetch(`http://${emulator}/emulator/v1/projects/deploy-check:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name, content }] } }),
  });
  const body = (await response.json()) as {
    issues?: Array<{ sourcePosition: { line: number; column: number }; description: string; severity: string }>;
    error?: { message: string };
  };
  if (!response.ok) return [body.error?.message ?? `HTTP ${response.status}`];
  return (body.issues ?? []).map((i) => `${name}:${i.sourcePosition.line}:${i.sourcePosition.column} ${i.severity}: ${i.description}`);
}

/**
 * What the Firestore emulator's compiler says of Storage's cross-service calls
 * (`firestore.exists(...)`, `firestore.get(...)`, storage.rules' reads of the
 * member document): it does not know that namespace, which only Storage has,
 * and warns on each such call. Those warnings alone are left out, and only on
 * a line making such a call; anything else about the file still counts.
 */
const CROSS_SERVICE = /firestore\.(exists|get)\(/;
const CROSS_SERVICE_WARNINGS = [/^Invalid variable name: firestore\.$/, /^Invalid function name: exists\.$/, /^Incorrect number of arguments supplied to function: get\.$/];

/** rulesIssues for a Storage rules file: the compiler's complaints but the cross-service calls' (above). */
export async function storageRulesIssues(emulator: string, name: string, content: string): Promise<string[]> {
  const lines = content.split('\n');
  return (await rulesIssues(emulator, name, content)).filter((issue) => {
    const [, line, description] = /^[^:]+:(\d+):\d+ WARNING: (.*)$/.exec(issue) ?? [];
    const source = line === undefined ? '' : (lines[Number(line) - 1] ?? '');
    return !(description && CROSS_SERVICE.test(source) && CROSS_SERVICE_WARNINGS.some((w) => w.test(description)));
  });
}

function emulatorJar(): string | undefined {
  const wrapper = firestoreWrapperJar(CACHE_DIR);
  if (wrapper) return wrapper;
  // firebase-tools' own download, where it could make one.
  const dir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  const jar = existsSync(dir) ? readdirSync(dir).find((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f)) : undefined;
  return jar && join(dir, jar);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs `use` against a Firestore emulator of its own on a free port, stopped afterwards. */
export async function withFirestoreEmulator<T>(use: (emulator: string) => Promise<T>): Promise<T> {
  const jar = emulatorJar();
  if (!jar) throw new Error('no Firestore emulator JAR here (Debian\'s google-cloud-cli-firestore-emulator, or run `npm run emulators` once so firebase-tools downloads its own)');
  const port = await freePort();
  const emulator = `127.0.0.1:${port}`;
  const child = spawn('java', ['-jar', jar, '--host=127.0.0.1', `--port=${port}`], { stdio: 'ignore' });
  try {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the Firestore emulator exited (${child.exitCode})`);
      if (await fetch(`http://${emulator}/`).then(() => true, () => false)) break;
      if (Date.now() - started > 120_000) throw new Error('the Firestore emulator did not start within 2 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    return await use(emulator);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
  }
}
