import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// No import circles in the product's code, src/ and functions/src/ alike,
// type-only imports included: a circle makes the load order decide what a
// module sees at start-up, and it is how the areas stop being separable (the
// command registry imports every area, so an area that imports the registry
// back closes one). Tests are left out: they may import anything.
const ROOT = new URL('..', import.meta.url).pathname;
const PRODUCT = ['src', 'functions/src'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

const SPECIFIER = /(?:^|[\s;])(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The relative modules a file imports, as keys of `known` ('src/a/b.ts'). */
function importsOf(path: string, text: string, known: ReadonlySet<string>): string[] {
  const dir = path.split('/').slice(0, -1);
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const parts = [...dir];
    for (const part of (match[1] ?? match[2] ?? '').split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const base = parts.join('/');
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((p) => known.has(p));
    if (target) found.push(target);
  }
  return found;
}

/** Every circle as the path that closes it (a → b → a), found by a depth-first walk. */
function importCircles(files: Readonly<Record<string, string>>): string[][] {
  const known = new Set(Object.keys(files));
  const graph = new Map([...known].map((path) => [path, importsOf(path, files[path] as string, known)]));
  const done = new Set<string>();
  const circles: string[][] = [];
  const walk = (path: string, trail: string[]) => {
    const at = trail.indexOf(path);
    if (at >= 0) {
      circles.push([...trail.slice(at), path]);
      return;
    }
    if (done.has(path)) return;
    for (const next of graph.get(path) ?? []) walk(next, [...trail, path]);
    done.add(path);
  };
  for (const path of known) walk(path, []);
  return circles;
}

const files = Object.fromEntries(
  PRODUCT.flatMap((folder) => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((path) => SOURCE.test(path) && !TEST.test(path))
    .map((path) => [path, readFileSync(join(ROOT, path), 'utf8')])),
);

describe('the product has no import circles', () => {
  it('reads src/ and functions/src/', () => {
    expect(Object.keys(files).some((path) => path.startsWith('src/features/'))).toBe(true);
    expect(Object.keys(files).some((path) => path.startsWith('functions/src/lib/'))).toBe(true);
  });

  it('has none', () => {
    expect(importCircles(files).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('finds one, type-only, multi-line, re-exported and through an index', () => {
    expect(importCircles({
      'src/a.ts': "import type { B } from './x/b';",
      'src/x/b.ts': "import {\n  c,\n} from './c';",
      'src/x/c.ts': "export { a } from '../a';",
      'src/d.ts': "import { a } from './a';",
    })).toEqual([['src/a.ts', 'src/x/b.ts', 'src/x/c.ts', 'src/a.ts']]);
    expect(importCircles({
      'src/data/stores/index.ts': "export { repo } from './repo.ts';",
      'src/data/stores/repo.ts': "import { x } from '.';\nimport { y } from '../stores';",
    }).length).toBeGreaterThan(0);
  });
});
