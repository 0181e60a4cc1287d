// `npm test` must not go green with a stray `.only`: both runners are asked to
// load a focused test with the project's own settings, and must refuse it.
// The probes live under .cache/ (git-ignored, outside every test glob) so no
// real run ever picks them up, and report nowhere near .cache/results.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_DIR, ROOT } from './lib/project.ts';

const PROBE = join(CACHE_DIR, `only-probe-${process.pid}`);
mkdirSync(PROBE, { recursive: true });
afterAll(() => rmSync(PROBE, { recursive: true, force: true }));

function npx(args: string[]) {
  const result = spawnSync('npx', args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '' } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a stray .only fails the run', () => {
  it('in Playwright: forbidOnly in playwright.config.ts', () => {
    writeFileSync(join(PROBE, 'focused.spec.ts'), "import { test } from '@playwright/test';\ntest.only('focused', () => {});\ntest('other', () => {});\n");
    writeFileSync(
      join(PROBE, 'playwright.probe.ts'),
      "import base from '../../playwright.config.ts';\nexport default { ...base, testDir: '.', reporter: 'list', outputDir: './out' };\n",
    );
    const { code, output } = npx(['playwright', 'test', '--list', '-c', join(PROBE, 'playwright.probe.ts')]);
    expect(output).toContain("not allowed due to the 'forbidOnly' option");
    expect(code).not.toBe(0);
  }, 120_000);

  it.each(['unit', 'unit-isolated', 'emulator', 'production-settings'])('in vitest: allowOnly is false in the %s project', (name) => {
    writeFileSync(join(PROBE, 'focused.test.ts'), "import { it } from 'vitest';\nit.only('focused', () => {});\nit('other', () => {});\n");
    writeFileSync(
      join(PROBE, `vitest.${name}.probe.ts`),
      [
        "import base from '../../vitest.config.ts';",
        `const project = base.test.projects.find((p) => p.test.name === '${name}');`,
        'export default { test: { ...project.test, name: undefined, root: import.meta.dirname, include: [\'focused.test.ts\'] } };',
        '',
      ].join('\n'),
    );
    const { code, output } = npx(['vitest', 'run', '--config', join(PROBE, `vitest.${name}.probe.ts`)]);
    expect(output).toMatch(/Unexpected \.only modifier/);
    expect(code).not.toBe(0);
  }, 120_000);
});
