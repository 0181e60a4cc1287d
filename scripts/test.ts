// `npm test`: every check and test. Prints `N passed, N failed` last (then
// `, N skipped` if any test was skipped) and exits non-zero on any failure.
//
// A serial run left a 2-core machine waiting on round trips for much of its
// time, so the stages run in three lanes side by side, each stage as soon as
// what it needs is there:
// - type-check, lint, the unit tests;
// - the app built, the emulators started, the emulator tests that need the
//   project to themselves (scripts/lib/test-plan.ts), the demo world seeded,
//   then the end-to-end tests (Playwright in Chromium) beside the other
//   emulator tests;
// - once the Functions are built, the tests of tests/production on a second set
//   of emulators started with a deployed project's Functions settings.
// Output of a stage beside the end-to-end tests is kept and printed when it
// ends; the end-to-end tests print as they go.
import './lib/require-node.ts';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildFunctions } from './build-functions.ts';
import { buildApp } from './lib/build-app.ts';
import { closingLine, playwrightCounts, playwrightFailures, vitestCounts, vitestFailures, type Counts } from './lib/results.ts';
import { startEmulators, type RunningEmulators } from './lib/emulators.ts';
import { isPortOpen } from './lib/ports.ts';
import { APP_PORT, CACHE_DIR, GUEST_PORT, emulatorPorts, PORT_OFFSET, ROOT, useEmulatorsInThisProcess } from './lib/project.ts';
import { serveBuiltApp, serveBuiltGuest } from './lib/serve.ts';
import { buildGuest } from './lib/build-guest.ts';
import { PRODUCTION_PORT_SHIFT, WHOLE_PROJECT_TESTS } from './lib/test-plan.ts';
import { seedDemo } from './seed.ts';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID } from '../tests/support/app-check-token.ts';
import { productionSettingsEnv } from '../tests/support/production-settings.ts';

// While working on one area: `npm test -- --only=emulator,e2e --filter=categories`
// runs just those stages (static = type-check and lint; emulator includes
// production, which --only=production names alone), with file filters
// (several, comma-separated: `--filter=team,kitchen-displays`).
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only')?.split(',');
const filter = arg('filter');
const filters = filter?.split(',').filter(Boolean) ?? [];
// Set when this run is the production stage of another (which built the Functions already).
const RESULTS = arg('results') ? join(ROOT, arg('results')!) : join(CACHE_DIR, 'results');
const built = process.argv.includes('--built');
const stage = (name: 'static' | 'unit' | 'emulator' | 'e2e' | 'production') =>
  !only || only.includes(name) || (name === 'production' && only.includes('emulator'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
// Each failed test by name, printed again at the end: CI shows only the run's last lines.
const failedTests: string[] = [];
const started = Date.now();
const took: string[] = [];
const since = (from: number) => Math.round((Date.now() - from) / 1000);

/** Runs a command; with `log`, its output goes to that file instead of the terminal. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, log?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (log) {
      const file = createWriteStream(log);
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
      child.on('close', (code, signal) => file.end(() => resolve(code ?? (signal ? 1 : 0))));
    } else child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A stage's header, and (for one that ran beside another) what it printed. */
function report(name: string, from: number, log?: string): void {
  took.push(`${name} ${since(from)} s`);
  if (!log) return;
  console.log(`\n━━ ${name} (${since(from)} s, ran beside another stage)`);
  if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
}

function count(name: string, code: number, r: Counts): void {
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  if (code !== 0 || r.failed > 0) {
    failures.push(name);
    if (r.failed === 0) failed++; // the run itself failed (e.g. a file did not load)
  }
}

async function check(name: string, command: string, args: string[], log?: string): Promise<void> {
  const from = Date.now();
  if (!log) console.log(`\n━━ ${name}`);
  const code = await run(command, args, {}, log);
  report(name, from, log);
  count(name, code, { passed: code === 0 ? 1 : 0, failed: 0, skipped: 0 });
}

/** A runner's JSON report, read once: its counts, and its failed tests' names kept for the end. */
function readReport(file: string, counts: (json: string) => Counts, names: (json: string) => string[]): Counts | null {
  if (!existsSync(file)) return null;
  const json = readFileSync(file, 'utf8');
  failedTests.push(...names(json));
  return counts(json);
}
const vitestNames = (json: string) => vitestFailures(json, ROOT);

/** A vitest project, on `files` when given (else on the filters). */
async function vitest(name: string, project: string, options: { files?: string[]; log?: string; out?: string } = {}): Promise<void> {
  const from = Date.now();
  if (!options.log) console.log(`\n━━ ${name}`);
  const out = join(RESULTS, `${options.out ?? project}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  if (options.files) args.push(...options.files);
  else if (filters.length) args.push('--passWithNoTests', ...filters);
  const code = await run('npx', args, {}, options.log);
  report(name, from, options.log);
  count(name, code, readReport(out, vitestCounts, vitestNames) ?? { passed: 0, failed: 1, skipped: 0 });
}

async function playwright(): Promise<void> {
  const from = Date.now();
  console.log('\n━━ End-to-end tests (Playwright, Chromium)');
  const out = join(RESULTS, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', ...filters], { E2E_RESULTS: out });
  report('End-to-end tests', from);
  const names = (json: string) => playwrightFailures(json).map((test) => `tests/e2e/${test}`);
  const r = readReport(out, playwrightCounts, names) ?? { passed: 0, failed: 0, skipped: 0 };
  count('End-to-end tests', code, code !== 0 && r.failed === 0 ? { ...r, failed: 1 } : r);
}

/**
 * tests/production on a second set of emulators, PRODUCTION_PORT_SHIFT ports up: this
 * script again, as its production stage alone, writing its results beside ours.
 */
async function productionBeside(): Promise<void> {
  const from = Date.now();
  const results = join(RESULTS, 'production');
  const log = join(RESULTS, 'production.log');
  const args = ['tsx', 'scripts/test.ts', '--only=production', '--built', `--results=${relative(ROOT, results)}`];
  if (filter) args.push(`--filter=${filter}`);
  const code = await run('npx', args, { PORT_OFFSET: String(PORT_OFFSET + PRODUCTION_PORT_SHIFT) }, log);
  report('Functions under production settings (second emulators)', from, log);
  const r = readReport(join(results, 'production-settings.json'), vitestCounts, vitestNames) ?? { passed: 0, failed: 0, skipped: 0 };
  count('Functions under production settings', code, r);
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// The emulator test files a filter leaves (vitest matches a filter anywhere in the path).
const testFiles = (folder: string) => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
  .map((f) => `${folder}/${f}`)
  .filter((f) => f.endsWith('.test.ts') && (!filters.length || filters.some((one) => f.includes(one))));
const emulatorFiles = stage('emulator') ? [...testFiles('tests/integration'), ...testFiles('tests/rules')] : [];
const wholeProject = emulatorFiles.filter((f) => (WHOLE_PROJECT_TESTS as readonly string[]).includes(f));
const beside = emulatorFiles.filter((f) => !wholeProject.includes(f));
const defaultRun = stage('e2e') || emulatorFiles.length > 0;
const productionRun = stage('production') && testFiles('tests/production').length > 0;

let emulators: RunningEmulators | undefined;
let servers: Array<Awaited<ReturnType<typeof serveBuiltApp>>> = [];
const stopAll = async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.httpServer.close(() => resolve()))));
  servers = [];
  await emulators?.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

/** Type-check, lint and unit tests: nothing of the emulators. */
async function staticAndUnit(log: boolean): Promise<void> {
  const file = (name: string) => (log ? join(RESULTS, `${name}.log`) : undefined);
  if (stage('static')) {
    await check('Type-check', 'npm', ['run', '--silent', 'typecheck'], file('typecheck'));
    await check('Lint', 'npm', ['run', '--silent', 'lint'], file('lint'));
  }
  // Both unit projects (vitest.config.ts): 'unit' and 'unit-isolated'.
  if (stage('unit')) await vitest('Unit tests', 'unit*', { log: file('unit'), out: 'unit' });
}

const functionsBuilt = (defaultRun || productionRun) && !built
  ? (async () => {
      const from = Date.now();
      console.log('\n━━ Building the Functions');
      await buildFunctions();
      took.push(`Functions built ${since(from)} s`);
    })()
  : Promise.resolve();
// Whose App Check tokens each caller takes (functions/src/lib/app-check-policy.ts): the
// test apps' ids, so tests/integration/app-check.test.ts shows one app's token refused by the other's callables.
process.env.PORTAL_APP_ID ??= TEST_APP_ID;
process.env.CUSTOMER_APP_ID ??= TEST_CUSTOMER_APP_ID;

/** The emulators' own lines (the Functions' logs among them), kept in a file to read after a failure. */
const keepLine = (file: string) => {
  const out = createWriteStream(file);
  return (line: string) => void out.write(`${line}\n`);
};

/** The emulators on the defaults: the app built and served, then the end-to-end tests beside the other emulator tests. */
async function defaultEmulatorStages(): Promise<void> {
  await functionsBuilt;
  // Only the end-to-end tests open the app and the guest page.
  if (stage('e2e')) {
    const from = Date.now();
    console.log('\n━━ Building the app and the guest page');
    await buildApp();
    await buildGuest();
    took.push(`app built ${since(from)} s`);
  }
  console.log('\n━━ Starting the emulators');
  const up = Date.now();
  emulators = await startEmulators(keepLine(join(RESULTS, 'emulators.log')));
  took.push(`emulators up ${since(up)} s`);
  useEmulatorsInThisProcess();
  if (wholeProject.length) await vitest('Emulator tests of the whole project', 'emulator', { files: wholeProject, out: 'emulator-whole' });
  const others = beside.length
    ? vitest('Functions integration and security-rules tests', 'emulator', { files: beside, log: stage('e2e') ? join(RESULTS, 'emulator.log') : undefined })
    : Promise.resolve();
  if (stage('e2e')) {
    console.log('\n━━ Seeding the demo world and serving the built app and guest page');
    console.log(`  ${await seedDemo()}`);
    servers = [await serveBuiltApp(), await serveBuiltGuest()];
    await playwright();
  }
  await others;
}

/** tests/production, on emulators started with a deployed project's Functions settings. */
async function productionStage(): Promise<void> {
  await functionsBuilt;
  // Beside the default emulators, a second set of its own (a run of this script);
  // alone (`--only=production`, or that run), here.
  if (defaultRun) return productionBeside();
  console.log('\n━━ Starting the emulators with production settings (tests/support/production-settings.ts)');
  emulators = await startEmulators(keepLine(join(RESULTS, 'emulators.log')), productionSettingsEnv());
  useEmulatorsInThisProcess();
  await vitest('Functions under production settings', 'production-settings');
}

/** A lane's failure to set up is a failure of the run, named; the other lanes go on. */
const lane = (work: Promise<void>) => work.catch((error: unknown) => {
  failed++;
  failures.push(`Setup: ${error instanceof Error ? error.message : String(error)}`);
});

try {
  // Every lane starts at once and each stage starts as soon as what it needs is there:
  // the static checks' output is kept and printed when they end while another lane runs.
  const alongside = defaultRun || productionRun;
  await Promise.all([
    lane(staticAndUnit(alongside)),
    defaultRun ? lane(defaultEmulatorStages()) : Promise.resolve(),
    productionRun ? lane(productionStage()) : Promise.resolve(),
  ]);
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

const seconds = since(started);
console.log(`\n━━ Done in ${seconds} s${took.length ? ` (${took.join(', ')})` : ''}`);
for (const test of failedTests) console.log(`✘ ${test}`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(closingLine({ passed, failed, skipped }));
process.exit(failed > 0 ? 1 : 0);
