// The Functions a deploy would find: firebase-tools requires the built module
// (functions/lib, built by scripts/build-functions.ts before the emulator
// tests) and takes every export carrying an endpoint as a Function of that
// name. Read in a child process, as firebase-tools does, so the test's own
// firebase-admin app is left alone.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './emulator-env';

export type DeployedKind = 'callable' | 'trigger' | 'schedule' | 'other' | 'none';

const BUNDLE = join(ROOT, 'functions', 'lib', 'index.js');
const READ = `const m = require(${JSON.stringify(BUNDLE)});
const kinds = {};
for (const [name, f] of Object.entries(m)) {
  const e = f && f.__endpoint;
  kinds[name] = !e ? 'none' : e.callableTrigger ? 'callable' : e.scheduleTrigger ? 'schedule' : e.eventTrigger ? 'trigger' : 'other';
}
process.stdout.write(JSON.stringify(kinds));`;

/** Each export of the built Functions module, by name, with the kind of Function it deploys as. */
export function deployedFunctions(): Record<string, DeployedKind> {
  const out = execFileSync(process.execPath, ['-e', READ], { env: { ...process.env, GCLOUD_PROJECT: 'demo-deployed-functions' } });
  return JSON.parse(out.toString()) as Record<string, DeployedKind>;
}
