// `npm test`: every check and test.
// Order: type-check, lint, unit tests, then (emulators up) Functions integration
// and security-rules tests, then the seeded world and Playwright in Chromium,
// then (emulators started again with a deployed project's Functions settings)
// the tests of tests/production.
// Prints `N passed, N failed` last (then `, N skipped` if any test was skipped)
// and exits non-zero on any failure.
import './lib/require-node.ts';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions } from './build-functions.ts';
import { buildApp } from './lib/build-app.ts';
import { closingLine, playwrightCounts, vitestCounts, type Counts } from './lib/results.ts';
import { startEmulators, type RunningEmulators } from './lib/emulators.ts';
import { isPortOpen } from './lib/ports.ts';
import { APP_PORT, CACHE_DIR, GUEST_PORT, emulatorPorts, ROOT, useEmulatorsInThisProcess } from './lib/project.ts';
import { serveBuiltApp, serveBuiltGuest } from './lib/serve.ts';
import { buildGuest } from './lib/build-guest.ts';
import { seedDemo } from './seed.ts';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID } from '../tests/support/app-check-token.ts';
import { productionSettingsEnv } from '../tests/support/production-settings.ts';

const RESULTS = join(CACHE_DIR, 'results');

// While working on one area: `npm test -- --only=emulator,e2e --filter=categories`
// runs just those stages (static = type-check and lint), with file filters
// (several, comma-separated: `--filter=team,kitchen-displays`).
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only')?.split(',');
const filter = arg('filter');
const filters = filter?.split(',').filter(Boolean) ?? [];
const stage = (name: 'static' | 'unit' | 'emulator' | 'e2e') => !only || only.includes(name);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
const started = Date.now();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function check(name: string, command: string, args: string[]): Promise<void> {
  console.log(`\n━━ ${name}`);
  const code = await run(command, args);
  if (code === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

function readVitest(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  return vitestCounts(readFileSync(file, 'utf8'));
}

async function vitest(name: string, project: string): Promise<void> {
  console.log(`\n━━ ${name}`);
  const out = join(RESULTS, `${project}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  if (filters.length) args.push('--passWithNoTests', ...filters);
  const code = await run('npx', args);
  const r = readVitest(out);
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  if (code !== 0 || r.failed > 0) {
    failures.push(name);
    if (r.failed === 0) failed++; // the run itself failed (e.g. a file did not load)
  }
}

async function playwright(): Promise<void> {
  console.log('\n━━ End-to-end tests (Playwright, Chromium)');
  const out = join(RESULTS, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', ...filters]);
  const r = existsSync(out) ? playwrightCounts(readFileSync(out, 'utf8')) : { passed: 0, failed: 0, skipped: 0 };
  const bad = code !== 0 && r.failed === 0 ? 1 : r.failed;
  passed += r.passed;
  failed += bad;
  skipped += r.skipped;
  if (bad > 0) failures.push('End-to-end tests');
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

if (stage('static')) {
  await check('Type-check', 'npm', ['run', '--silent', 'typecheck']);
  await check('Lint', 'npm', ['run', '--silent', 'lint']);
}
if (stage('unit')) await vitest('Unit tests', 'unit');

console.log('\n━━ Building the Functions (and the app for the end-to-end tests)');
/** Thrown to skip the emulator stages when none of them was asked for. */
class Stop extends Error {}
let emulators: RunningEmulators | undefined;
let servers: Array<Awaited<ReturnType<typeof serveBuiltApp>>> = [];
const stopAll = async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.httpServer.close(() => resolve()))));
  servers = [];
  await emulators?.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));
// The files a filter leaves in a folder of emulator tests (vitest matches a filter anywhere in the path).
const testFiles = (folder: string) => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && (!filters.length || filters.some((one) => `${folder}/${f}`.includes(one))));
// Emulator tests on the defaults; then those needing a deployed project's settings
// (App Check enforced, CORS to one origin), on a second start with them, only when asked for.
const defaultRun = stage('e2e') || (stage('emulator') && [...testFiles('tests/integration'), ...testFiles('tests/rules')].length > 0);
const productionRun = stage('emulator') && testFiles('tests/production').length > 0;
try {
  if (!defaultRun && !productionRun) throw new Stop();
  await buildFunctions();
  // Only the end-to-end tests open the app and the guest page.
  if (stage('e2e')) {
    await buildApp();
    await buildGuest();
  }
  // Whose App Check tokens each caller takes (functions/src/lib/app-check-policy.ts): the
  // test apps' ids, so tests/integration/app-check.test.ts shows one app's token refused by the other's callables.
  process.env.PORTAL_APP_ID ??= TEST_APP_ID;
  process.env.CUSTOMER_APP_ID ??= TEST_CUSTOMER_APP_ID;
  if (defaultRun) {
    console.log('\n━━ Starting the emulators');
    emulators = await startEmulators();
    useEmulatorsInThisProcess();
    if (stage('emulator')) await vitest('Functions integration and security-rules tests', 'emulator');
    if (stage('e2e')) {
      console.log('\n━━ Seeding the demo world and serving the built app and guest page');
      console.log(`  ${await seedDemo()}`);
      servers = [await serveBuiltApp(), await serveBuiltGuest()];
      await playwright();
    }
    await stopAll();
    emulators = undefined;
  }
  if (productionRun) {
    console.log('\n━━ Starting the emulators with production settings (tests/support/production-settings.ts)');
    emulators = await startEmulators(undefined, productionSettingsEnv());
    useEmulatorsInThisProcess();
    await vitest('Functions under production settings', 'production-settings');
  }
} catch (error) {
  if (!(error instanceof Stop)) {
    failed++;
    failures.push(`Setup: ${error instanceof Error ? error.message : String(error)}`);
  }
} finally {
  await stopAll();
}

// Nothing the run started may outlive it.
const startedServices = defaultRun || productionRun;
const ports = [...emulatorPorts(), APP_PORT, GUEST_PORT];
const leftOpen: number[] = [];
for (const port of ports) if (startedServices && (await isPortOpen(port))) leftOpen.push(port);
if (leftOpen.length) {
  failed++;
  failures.push(`Processes still listening on ports ${leftOpen.join(', ')} after the run`);
} else if (startedServices) passed++;

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n━━ Done in ${seconds} s`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(closingLine({ passed, failed, skipped }));
process.exit(failed > 0 ? 1 : 0);
