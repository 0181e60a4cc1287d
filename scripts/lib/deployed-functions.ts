// The Functions a deploy would find: firebase-tools requires the built module
// (functions/lib, built by scripts/build-functions.ts) and takes every export
// carrying an endpoint as a Function of that name. Read in a child process,
// as firebase-tools does, so the caller's own firebase-admin app is left
// alone. Read by the tests and by `npm run deploy:check`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './project.ts';

export type DeployedKind = 'callable' | 'trigger' | 'schedule' | 'other' | 'none';

export interface DeployedFunction {
  kind: DeployedKind;
  /** The endpoint's maxInstances: null when none is set (the platform's default, no ceiling of ours). */
  maxInstances: number | null;
}

const BUNDLE = join(ROOT, 'functions', 'lib', 'index.js');
const READ = `const m = require(${JSON.stringify(BUNDLE)});
const out = {};
for (const [name, f] of Object.entries(m)) {
  const e = f && f.__endpoint;
  const kind = !e ? 'none' : e.callableTrigger ? 'callable' : e.scheduleTrigger ? 'schedule' : e.eventTrigger ? 'trigger' : 'other';
  out[name] = { kind, maxInstances: e && typeof e.maxInstances === 'number' ? e.maxInstances : null };
}
process.stdout.write(JSON.stringify(out));`;

/** Each export of the built Functions module, by name: the kind of Function it deploys as, and its ceiling. */
export function deployedFunctionsOf(env: NodeJS.ProcessEnv = process.env): Record<string, DeployedFunction> {
  const out = execFileSync(process.execPath, ['-e', READ], { env: { GCLOUD_PROJECT: 'demo-deployed-functions', ...env } });
  return JSON.parse(out.toString()) as Record<string, DeployedFunction>;
}

/** Each export's kind, by name. */
export function deployedFunctions(): Record<string, DeployedKind> {
  return Object.fromEntries(Object.entries(deployedFunctionsOf()).map(([name, f]) => [name, f.kind]));
}

/** The Functions with no ceiling of their own, or one above `max`. */
export function ceilingProblems(deployed: Record<string, DeployedFunction>, max: number): string[] {
  return Object.entries(deployed).flatMap(([name, f]) =>
    f.maxInstances === null ? [`${name} sets no maxInstances`] : f.maxInstances > max ? [`${name}: maxInstances ${f.maxInstances} is above ${max}`] : [],
  );
}
