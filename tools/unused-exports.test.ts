import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unusedExports } from './unused-exports';

let root: string | undefined;

/** A repository of the given files, checked with the given allow-list. */
function check(files: Record<string, string>, allowed: Record<string, string> = {}): string[] {
  root = mkdtempSync(join(tmpdir(), 'unused-exports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return unusedExports(root, allowed);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('unused exports', () => {
  it('reports exports no module imports, and those only tests import', () => {
    expect(check({
      'src/main.tsx': "import { used } from './lib';\nused();\n",
      'src/lib.ts': 'export function used() {}\nexport function dead() {}\nexport function probed() {}\n',
      'src/lib.test.ts': "import { probed } from './lib';\nprobed();\n",
    })).toEqual(['src/lib.ts:2  dead  never imported', 'src/lib.ts:3  probed  used only by tests']);
  });

  it('lets an export kept for a test through when allowed, and flags a stale allowance', () => {
    const files = {
      'src/main.tsx': "import { used } from './lib';\nused();\n",
      'src/lib.ts': 'export function used() {}\nexport function probed() {}\n',
      'src/lib.test.ts': "import { probed } from './lib';\nprobed();\n",
    };
    expect(check(files, { 'src/lib.ts#probed': 'reason' })).toEqual([]);
    expect(check(files, { 'src/lib.ts#probed': 'reason', 'src/lib.ts#used': 'reason' })).toEqual([
      'src/lib.ts#used  is in ALLOWED of tools/unused-exports.ts but is used by product code or gone: take it out',
    ]);
  });

  it('follows re-exports, dynamic imports, namespace members, workers, scripts and harness pages', () => {
    expect(check({
      'src/main.tsx': [
        "import { A } from './barrel';",
        "import * as ns from './ns';",
        "const Page = import('./page').then((m) => m.Page);",
        "new Worker(new URL('./worker.ts', import.meta.url));",
        'ns.B(A, Page);',
      ].join('\n'),
      'src/barrel.ts': "export { A } from './a';\n",
      'src/a.ts': 'export const A = 1;\nexport const unusedA = 2;\n',
      'src/ns.ts': 'export function B() {}\nexport function C() {}\n',
      'src/page.tsx': 'export function Page() {}\nexport function Other() {}\n',
      'src/worker.ts': 'export type Api = { run(): void };\n',
      'src/seeded.ts': 'export const SEED = 1;\n',
      'src/harnessed.ts': 'export const HARNESS = 1;\n',
      'scripts/seed.ts': "import { SEED } from '../src/seeded';\nconsole.log(SEED);\n",
      'tests/harness/page.ts': "import { HARNESS } from '../../src/harnessed';\nconsole.log(HARNESS);\n",
    })).toEqual([
      'src/a.ts:2  unusedA  never imported',
      'src/ns.ts:2  C  never imported',
      'src/page.tsx:2  Other  never imported',
    ]);
  });

  it('leaves an export its own module uses, and counts functions/src/index.ts as an entry', () => {
    expect(check({
      'src/main.tsx': '',
      'src/lib.ts': 'export interface Options { a: number }\nexport function run(o: Options) { return o; }\nrun({ a: 1 });\n',
      'functions/src/index.ts': 'export const deployed = 1;\n',
    })).toEqual([]);
  });
});
