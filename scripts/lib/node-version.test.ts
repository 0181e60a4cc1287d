import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.ts';
import { ROOT } from './project.ts';

const runtime = (version: string, installed = false) => ({ version, execPath: '/usr/bin/node', installed });

describe('the Node version check', () => {
  it('refuses anything older than 22.13 (pdf.js 6), naming the version and where it runs', () => {
    for (const version of ['20.20.2', '18.0.0', '22.12.9', 'v22.0.0']) {
      expect(nodeVersionProblem(runtime(version))).toMatch(new RegExp(`needs Node 22\\.13\\.0 or newer; this is Node ${version} \\(/usr/bin/node\\)`));
    }
  });

  it('lets 22.13 and newer through', () => {
    for (const version of ['22.13.0', '22.23.3', '23.0.0', '24.1.0', 'v26.2.1']) expect(nodeVersionProblem(runtime(version))).toBeNull();
  });

  it('names the fix: npm install where Node 22 is missing, running through npm where it is installed', () => {
    expect(nodeVersionProblem(runtime('20.20.2'))).toMatch(/Run `npm install` .*node_modules\/\.bin\/node.*install Node 22 yourself/);
    expect(nodeVersionProblem(runtime('20.20.2', true))).toMatch(/run the command through npm .* or npx/);
  });
});

// Every `tsx <file>` of package.json, the tools and the Vite and Vitest configs
// import the check before anything else.
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const scriptEntries = [...new Set(Object.values(pkg.scripts).flatMap((s) => [...s.matchAll(/\btsx ([\w/.-]+\.ts)/g)].map((m) => m[1]!)))];
const otherEntries = ['scripts/bench-image.ts', 'scripts/rollups-backfill.ts', 'scripts/members-backfill.ts', 'tools/make-icons.ts', 'tools/screenshot.ts', 'vite.config.ts', 'vitest.config.ts'];

describe('every entry point checks the Node version first', () => {
  it.each([...scriptEntries, ...otherEntries])('%s', (file) => {
    const firstImport = readFileSync(join(ROOT, file), 'utf8').split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toMatch(/^import '(\.\/|\.\.\/)*(scripts\/)?lib\/require-node\.ts';$/);
  });

  // A Node older than 22 on PATH outside node_modules/.bin (this machine's system Node 20, say).
  const olderNode = process.env.PATH!.split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .map((dir) => join(dir, 'node'))
    .find((bin) => {
      try {
        return Number(execFileSync(bin, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim()) < 22;
      } catch {
        return false;
      }
    });

  // Three of them for real (each start costs seconds); the test above holds the rest to the same first line.
  it.skipIf(!olderNode).each(['scripts/start.ts', 'scripts/test.ts', 'scripts/seed.ts'])('%s stops at once on an older Node, with the fix', (file) => {
    const result = spawnSync(olderNode!, ['--import', 'tsx', file, '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr.trim()).toMatch(/^The Seller Portal needs Node 22\.13\.0 or newer; this is Node 2?[0-9]\.[\d.]+ .*\nnpm installed Node 22 in this checkout: run the command through npm/);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(1);
  }, 60_000);
});
