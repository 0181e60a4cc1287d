// `npm run deploy:check`: what can be checked here before `firebase deploy`,
// with the production variables given in the environment (docs/deploy.md)
// and the Functions' settings in functions/.env and
// functions/.env.<project-id>. Builds the Functions, the app and the guest page
// with them (into temporary folders, so a running local stack keeps its
// dist/), then checks each site's files, firebase.json, the rules and the
// indexes. Prints a
// line per check and exits non-zero when any fails.
import './lib/require-node.ts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { buildFunctions } from './build-functions.ts';
import { MAX_INSTANCES, MAX_READER_INSTANCES } from '../functions/src/lib/ceilings.ts';
import { emulatorAddresses } from './lib/deploy-check/bundle-addresses.ts';
import { ceilingsInDocsProblems } from './lib/deploy-check/ceilings-in-docs.ts';
import { ceilingProblems, deployedFunctionsOf } from './lib/deployed-functions.ts';
import { deployedFiles, sourceMapProblems } from './lib/deploy-check/deployed-files.ts';
import { indexProblems } from './lib/deploy-check/firestore-indexes.ts';
import { functionsEnvProblems, readFunctionsEnv } from './lib/deploy-check/functions-env.ts';
import { hostingHeaderProblems } from './lib/deploy-check/hosting-headers.ts';
import { rulesIssues, storageRulesIssues, withFirestoreEmulator } from './lib/deploy-check/rules-compile.ts';
import { missingForProduction, usesEmulators } from './lib/production-build.ts';
import { ROOT } from './lib/project.ts';
import { hostingSite, SITE_TARGETS, type SiteTarget } from './lib/hosting-sites.ts';

interface FirebaseJson {
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  hosting: unknown;
  emulators: Record<string, { port?: number; websocketPort?: number }>;
}
const firebase = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;

let failed = 0;
function report(name: string, problems: string[]): void {
  console.log(`${problems.length ? 'FAIL' : 'pass'}  ${name}`);
  for (const p of problems) console.log(`        ${p}`);
  if (problems.length) failed++;
}
async function attempt(name: string, problems: () => Promise<string[]> | string[]): Promise<void> {
  try {
    report(name, await problems());
  } catch (error) {
    report(name, [`could not check: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

const env = process.env;
const variables = [
  ...(usesEmulators(env) && env.VITE_FIREBASE_PROJECT_ID ? [`VITE_FIREBASE_PROJECT_ID ${env.VITE_FIREBASE_PROJECT_ID} builds for the emulators: name the real project, without VITE_USE_EMULATORS`] : []),
  ...missingForProduction(env),
];
report('required variables set', variables);

// The Functions' own settings, from the files a deploy of this project reads.
const projectId = env.VITE_FIREBASE_PROJECT_ID;
if (projectId && !usesEmulators(env)) {
  const functionsEnv = readFunctionsEnv(join(ROOT, 'functions'), projectId);
  const read = functionsEnv.files.length ? functionsEnv.files.join(' and ') : `neither functions/.env nor functions/.env.${projectId} exists`;
  report(`the Functions' settings (${read})`, [...functionsEnv.problems, ...functionsEnvProblems(functionsEnv.env, env)]);
}

if (variables.length) console.log('skip  the production build and the bundle checks (the variables above first)');
else {
  const outDirs: Record<SiteTarget, string> = {
    portal: await mkdtemp(join(tmpdir(), 'deploy-check-')),
    guest: await mkdtemp(join(tmpdir(), 'deploy-check-guest-')),
  };
  try {
    let built = false;
    await attempt('the Functions, the app and the guest page build', async () => {
      await buildFunctions();
      await build({ root: ROOT, logLevel: 'warn', build: { outDir: outDirs.portal, emptyOutDir: true } });
      await build({ configFile: join(ROOT, 'guest', 'vite.config.ts'), logLevel: 'warn', build: { outDir: outDirs.guest, emptyOutDir: true } });
      built = true;
      return [];
    });
    if (built) {
      await attempt(`every Function stops at ${MAX_INSTANCES} instances (maxInstances), the menu reader at ${MAX_READER_INSTANCES}`, () => {
        const deployed = deployedFunctionsOf();
        const reader = ['readUploadedMenu', 'readMenuAgain'].filter((name) => deployed[name]?.maxInstances !== MAX_READER_INSTANCES);
        return [...ceilingProblems(deployed, MAX_INSTANCES), ...reader.map((name) => `${name}: maxInstances is not ${MAX_READER_INSTANCES}`)];
      });
    }
    for (const target of built ? SITE_TARGETS : []) {
      const outDir = outDirs[target];
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((d) => d.isFile())
        .map((d) => relative(outDir, join(d.parentPath, d.name)));
      const deployed = await Promise.all(
        deployedFiles(files, hostingSite(firebase.hosting, target).ignore).map(async (file) => ({ file, text: await readFile(join(outDir, file), 'utf8') })),
      );
      const ports = Object.values(firebase.emulators).flatMap((e) => [e.port, e.websocketPort].filter((p): p is number => p !== undefined));
      const textual = deployed.filter((f) => /\.(m?js|html|css|json|webmanifest)$/.test(f.file));
      report(
        `${target}: no emulator address in the ${textual.length} deployed scripts and pages`,
        textual.flatMap(({ file, text }) => emulatorAddresses(text, ports).map((a) => `${file}: ${a}`)),
      );
      report(`${target}: no source map deployed (${files.length - deployed.length} files left out by hosting.ignore)`, sourceMapProblems(deployed));
    }
  } finally {
    for (const outDir of Object.values(outDirs)) await rm(outDir, { recursive: true, force: true });
  }
}

for (const target of SITE_TARGETS) {
  await attempt(`${target}: hosting headers in firebase.json`, () => hostingHeaderProblems(hostingSite(firebase.hosting, target)));
}
await attempt("the project's ceilings stated in docs/deploy.md as the code holds them", async () => ceilingsInDocsProblems(await readFile(join(ROOT, 'docs', 'deploy.md'), 'utf8')));
await attempt(firebase.firestore.indexes, async () => indexProblems(JSON.parse(await readFile(join(ROOT, firebase.firestore.indexes), 'utf8'))));
await attempt(`${firebase.firestore.rules} and ${firebase.storage.rules} compile (the Firestore emulator's compiler)`, () =>
  withFirestoreEmulator(async (emulator) => [
    ...(await rulesIssues(emulator, firebase.firestore.rules, await readFile(join(ROOT, firebase.firestore.rules), 'utf8'))),
    ...(await storageRulesIssues(emulator, firebase.storage.rules, await readFile(join(ROOT, firebase.storage.rules), 'utf8'))),
  ]),
);

console.log(failed ? `\n${failed} check(s) failed: fix them before deploying.` : '\nEvery check passed. Not checked here: the project itself (APIs, App Check, the Trigger Email extension).');
process.exit(failed ? 1 : 0);
