// npm run deploy:check compiles both rules files with the Firestore emulator's
// compiler; here against the running emulator, so a broken rule is known to
// be reported, with its line, rather than passed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesIssues, storageRulesIssues } from '../../scripts/lib/deploy-check/rules-compile.ts';

const emulator = process.env.FIRESTORE_EMULATOR_HOST!;
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('rules compile as deploy:check compiles them', () => {
  it('firestore.rules and storage.rules compile cleanly', async () => {
    expect(await rulesIssues(emulator, 'firestore.rules', read('firestore.rules'))).toEqual([]);
    expect(await storageRulesIssues(emulator, 'storage.rules', read('storage.rules'))).toEqual([]);
  });

  it("leaves out only what this compiler says of Storage's cross-service reads", async () => {
    // It warns on each firestore.exists/get (a namespace only Storage has); a misspelt one is still reported.
    expect((await rulesIssues(emulator, 'storage.rules', read('storage.rules'))).join('\n')).toMatch(/Invalid variable name: firestore\./);
    const misspelt = read('storage.rules').replace('firestore.get(memberPath(storeId)).data.role', 'firestore.get(memberPath(storeId)).data.rol in roles && rolez');
    expect((await storageRulesIssues(emulator, 'storage.rules', misspelt)).join('\n')).toMatch(/rolez/);
  });

  it('an unknown method or a syntax error is reported with its place', async () => {
    const misspelt = read('firestore.rules').replace('allow read', 'allow reed');
    expect((await rulesIssues(emulator, 'firestore.rules', misspelt))[0]).toMatch(/^firestore\.rules:\d+:\d+ WARNING: Invalid method name: reed\./);
    const broken = read('storage.rules').replace('allow', 'allo');
    expect((await rulesIssues(emulator, 'storage.rules', broken)).join('\n')).toMatch(/Error compiling rules:\nL\d+:\d+ /);
  });
});
