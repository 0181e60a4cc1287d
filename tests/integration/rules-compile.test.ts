// npm run deploy:check compiles both rules files with the Firestore emulator's
// compiler; here against the running emulator, so a broken rule is known to
// be reported, with its line, rather than passed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesIssues } from '../../scripts/lib/deploy-check/rules-compile.ts';

const emulator = process.env.FIRESTORE_EMULATOR_HOST!;
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('rules compile as deploy:check compiles them', () => {
  it('firestore.rules and storage.rules compile cleanly', async () => {
    expect(await rulesIssues(emulator, 'firestore.rules', read('firestore.rules'))).toEqual([]);
    expect(await rulesIssues(emulator, 'storage.rules', read('storage.rules'))).toEqual([]);
  });

  it('an unknown method or a syntax error is reported with its place', async () => {
    const misspelt = read('firestore.rules').replace('allow read', 'allow reed');
    expect((await rulesIssues(emulator, 'firestore.rules', misspelt))[0]).toMatch(/^firestore\.rules:\d+:\d+ WARNING: Invalid method name: reed\./);
    const broken = read('storage.rules').replace('allow', 'allo');
    expect((await rulesIssues(emulator, 'storage.rules', broken)).join('\n')).toMatch(/Error compiling rules:\nL\d+:\d+ /);
  });
});
