// The Functions' settings a deployment reads (functions/.env, then
// functions/.env.<project-id>, the later winning; .env.local is the
// emulator's only), parsed by firebase-tools' own parser, as `firebase deploy`
// does, and checked for what the deployed Functions need: a value missing or
// malformed here shows up only later, as an invitation that fails, QR codes
// mailed to the placeholder host, or Functions that refuse to load.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

const { parseStrict } = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js') as {
  parseStrict(data: string): Record<string, string>;
};

export interface FunctionsEnv {
  /** The files read, in order. */
  files: string[];
  env: Record<string, string>;
  /** Files that do not parse, with why. */
  problems: string[];
}

/** Reads functions/.env and functions/.env.<projectId> as a deploy of that project does. */
export function readFunctionsEnv(functionsDir: string, projectId: string): FunctionsEnv {
  const result: FunctionsEnv = { files: [], env: {}, problems: [] };
  for (const name of ['.env', `.env.${projectId}`]) {
    const file = join(functionsDir, name);
    if (!existsSync(file)) continue;
    result.files.push(`functions/${name}`);
    try {
      Object.assign(result.env, parseStrict(readFileSync(file, 'utf8')));
    } catch (error) {
      const children = (error as { children?: unknown[] }).children ?? [];
      const why = [error, ...children].map((e) => (e instanceof Error ? e.message : String(e))).join('; ');
      result.problems.push(`functions/${name} does not parse: ${why}`);
    }
  }
  return result;
}

const ADDRESS = /^https:\/\/[^/\s]+$/;

function address(env: Env, name: string, why: string): string[] {
  const value = env[name];
  if (!value) return [`${name} (${why})`];
  if (ADDRESS.test(value)) return [];
  return [`${name} as https://host, without a path or a final slash (it was ${JSON.stringify(value)}; one that is not an https address stops the Functions loading)`];
}

function appCheck(env: Env, switchName: string, idsName: string, whose: string): string[] {
  const on = env[switchName];
  if (on !== undefined && on !== 'true' && on !== 'false') return [`${switchName} is true or false (it was ${JSON.stringify(on)}, read as off)`];
  if (on === 'true' && !env[idsName]) return [`${idsName} (with ${switchName}=true: ${whose} App ID, so a token of another app is no pass)`];
  return [];
}

/** What the deployed Functions would lack or misread with `env`; `app` is the build's environment (VITE_*). */
export function functionsEnvProblems(env: Env, app: Env): string[] {
  const problems = [
    ...address(env, 'PORTAL_URL', "this portal's address, https://host: invitation links are made from it, and the portal's callables answer only its origin"),
    ...address(env, 'CUSTOMER_HOST', "the customer app's address, https://host: the mailed QR sheets link there (else the placeholder order.example.com), and placeOrderSecure answers only its origin"),
    ...appCheck(env, 'ENFORCE_APP_CHECK', 'PORTAL_APP_ID', "this web app's"),
    ...appCheck(env, 'ENFORCE_APP_CHECK_CUSTOMER', 'CUSTOMER_APP_ID', "the customer app's"),
  ];
  if (env.CUSTOMER_HOST && app.VITE_CUSTOMER_HOST && env.CUSTOMER_HOST !== app.VITE_CUSTOMER_HOST) {
    problems.push(`CUSTOMER_HOST ${env.CUSTOMER_HOST} is not the app's VITE_CUSTOMER_HOST ${app.VITE_CUSTOMER_HOST}: printed and mailed QR codes would differ`);
  }
  const portalIds = (env.PORTAL_APP_ID ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (portalIds.length > 0 && app.VITE_FIREBASE_APP_ID && !portalIds.includes(app.VITE_FIREBASE_APP_ID)) {
    problems.push(`PORTAL_APP_ID does not name this build's app (VITE_FIREBASE_APP_ID ${app.VITE_FIREBASE_APP_ID}): its own calls would be refused`);
  }
  if (env.MENU_READER === 'gemini' && !env.GEMINI_API_KEY) problems.push('GEMINI_API_KEY (with MENU_READER=gemini; without it the built-in reader reads)');
  else if (env.MENU_READER === 'vertex' && !env.VERTEX_PROJECT) problems.push('VERTEX_PROJECT (with MENU_READER=vertex; without it the built-in reader reads)');
  else if (env.MENU_READER !== undefined && !['gemini', 'vertex'].includes(env.MENU_READER)) {
    problems.push(`MENU_READER is gemini or vertex, or unset for the built-in reader (it was ${JSON.stringify(env.MENU_READER)})`);
  }
  if (env.TRANSLATION_PROVIDER === 'apertium') problems.push('TRANSLATION_PROVIDER=apertium runs the apertium program, which Cloud Functions lacks: leave it unset for Cloud Translation');
  else if (env.TRANSLATION_PROVIDER !== undefined && env.TRANSLATION_PROVIDER !== 'google') {
    problems.push(`TRANSLATION_PROVIDER is google, or unset (it was ${JSON.stringify(env.TRANSLATION_PROVIDER)})`);
  }
  if (env.TRUSTED_PROXY_HOPS !== undefined && !/^\d+$/.test(env.TRUSTED_PROXY_HOPS)) {
    problems.push(`TRUSTED_PROXY_HOPS is a whole number of proxies (it was ${JSON.stringify(env.TRUSTED_PROXY_HOPS)})`);
  }
  return problems;
}
