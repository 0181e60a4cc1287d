import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsEnvProblems, readFunctionsEnv } from './functions-env.ts';

const READY = { PORTAL_URL: 'https://portal.example.test', CUSTOMER_HOST: 'https://order.example.test' };
const APP = { VITE_CUSTOMER_HOST: 'https://order.example.test', VITE_FIREBASE_APP_ID: '1:1:web:portal' };

describe('the Functions settings a deployment reads', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const functionsDir = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'functions-env-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it(".env, then .env.<project>, which wins; another project's file and .env.local are not read", () => {
    const read = readFunctionsEnv(functionsDir({
      '.env': '# shared\nPORTAL_URL=https://old.example.test\nMENU_READER=gemini\n',
      '.env.my-project': 'PORTAL_URL="https://portal.example.test"\n',
      '.env.other-project': 'CUSTOMER_HOST=https://other.example.test\n',
      '.env.local': 'CUSTOMER_HOST=http://127.0.0.1:5173\n',
    }), 'my-project');
    expect(read).toEqual({
      files: ['functions/.env', 'functions/.env.my-project'],
      env: { PORTAL_URL: 'https://portal.example.test', MENU_READER: 'gemini' },
      problems: [],
    });
  });

  it('names a file that does not parse, as firebase deploy would refuse it', () => {
    const read = readFunctionsEnv(functionsDir({ '.env.my-project': 'FIREBASE_CONFIG=x\n' }), 'my-project');
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatch(/^functions\/\.env\.my-project does not parse: .*FIREBASE_CONFIG/);
  });

  it('no file at all: nothing read', () => {
    expect(readFunctionsEnv(functionsDir({}), 'my-project')).toEqual({ files: [], env: {}, problems: [] });
  });
});

describe('what the deployed Functions need of them', () => {
  it('the two addresses are enough', () => {
    expect(functionsEnvProblems(READY, APP)).toEqual([]);
  });

  it('names each address missing, and says what it is for', () => {
    const problems = functionsEnvProblems({}, APP);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PORTAL_URL \(.*invitation links/);
    expect(problems[1]).toMatch(/^CUSTOMER_HOST \(.*QR sheets/);
  });

  it('refuses an address that is not https://host, and a customer host the app does not print', () => {
    expect(functionsEnvProblems({ ...READY, PORTAL_URL: 'http://portal.example.test' }, APP)[0]).toMatch(/^PORTAL_URL as https:\/\/host/);
    expect(functionsEnvProblems({ ...READY, CUSTOMER_HOST: 'https://order.example.test/' }, {})[0]).toMatch(/^CUSTOMER_HOST as https:\/\/host/);
    expect(functionsEnvProblems({ ...READY, CUSTOMER_HOST: 'https://qr.example.test' }, APP)).toEqual([
      "CUSTOMER_HOST https://qr.example.test is not the app's VITE_CUSTOMER_HOST https://order.example.test: printed and mailed QR codes would differ",
    ]);
  });

  it("App Check: a switch is true or false; on, it needs its app's id, and the portal's must name this build's app", () => {
    expect(functionsEnvProblems({ ...READY, ENFORCE_APP_CHECK: 'yes' }, APP)).toEqual(['ENFORCE_APP_CHECK is true or false (it was "yes", read as off)']);
    expect(functionsEnvProblems({ ...READY, ENFORCE_APP_CHECK: 'true', ENFORCE_APP_CHECK_CUSTOMER: 'true' }, APP)).toEqual([
      "PORTAL_APP_ID (with ENFORCE_APP_CHECK=true: this web app's App ID, so a token of another app is no pass)",
      "CUSTOMER_APP_ID (with ENFORCE_APP_CHECK_CUSTOMER=true: the customer app's App ID, so a token of another app is no pass)",
    ]);
    expect(functionsEnvProblems({ ...READY, ENFORCE_APP_CHECK: 'true', PORTAL_APP_ID: '1:1:web:other' }, APP)).toEqual([
      "PORTAL_APP_ID does not name this build's app (VITE_FIREBASE_APP_ID 1:1:web:portal): its own calls would be refused",
    ]);
    expect(functionsEnvProblems({ ...READY, ENFORCE_APP_CHECK: 'true', PORTAL_APP_ID: '1:1:web:old, 1:1:web:portal' }, APP)).toEqual([]);
  });

  it("the cloud reader's key or project, the translation provider and the proxy hops", () => {
    expect(functionsEnvProblems({ ...READY, MENU_READER: 'gemini' }, APP)).toEqual(['GEMINI_API_KEY (with MENU_READER=gemini; without it the built-in reader reads)']);
    expect(functionsEnvProblems({ ...READY, MENU_READER: 'vertex' }, APP)).toEqual(['VERTEX_PROJECT (with MENU_READER=vertex; without it the built-in reader reads)']);
    expect(functionsEnvProblems({ ...READY, MENU_READER: 'gemini', GEMINI_API_KEY: 'k' }, APP)).toEqual([]);
    expect(functionsEnvProblems({ ...READY, MENU_READER: 'claude' }, APP)[0]).toMatch(/^MENU_READER is gemini or vertex/);
    expect(functionsEnvProblems({ ...READY, TRANSLATION_PROVIDER: 'apertium' }, APP)[0]).toMatch(/apertium program, which Cloud Functions lacks/);
    expect(functionsEnvProblems({ ...READY, TRANSLATION_PROVIDER: 'google', TRUSTED_PROXY_HOPS: '1' }, APP)).toEqual([]);
    expect(functionsEnvProblems({ ...READY, TRUSTED_PROXY_HOPS: 'one' }, APP)[0]).toMatch(/^TRUSTED_PROXY_HOPS is a whole number/);
  });
});
