import { describe, expect, it } from 'vitest';

// No import circles in src/domain, type-only imports included: a circle makes
// the load order decide what a module sees at start-up, and it is how the
// areas stop being separable (the command registry imports every area, so an
// area that imports the registry back closes one). The sources are read
// through Vite's glob import, as purity.test.ts does (see there for the ts-ignore).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
const sources: Record<string, string> = import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true });

const SPECIFIER = /(?:^|[\s;])(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The relative modules a file imports, as keys of `known` ('./a/b.ts'). */
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
    const target = [`${base}.ts`, `${base}/index.ts`, base].find((p) => known.has(p));
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

const files = Object.fromEntries(Object.entries(sources).filter(([path]) => !path.endsWith('.test.ts')));

describe('src/domain has no import circles', () => {
  it('finds the sources', () => {
    expect(Object.keys(files).length).toBeGreaterThan(20);
  });

  it('has none', () => {
    expect(importCircles(files).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('finds one, type-only and multi-line imports too', () => {
    expect(importCircles({
      './a.ts': "import type { B } from './x/b';",
      './x/b.ts': "import {\n  c,\n} from './c';",
      './x/c.ts': "export { a } from '../a';",
      './d.ts': "import { a } from './a';",
    })).toEqual([['./a.ts', './x/b.ts', './x/c.ts', './a.ts']]);
  });
});
