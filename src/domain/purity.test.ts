import { describe, expect, it } from 'vitest';

// src/domain is bundled into the browser app and the Cloud Functions, so it
// must stay free of React, Firebase, DOM storage and Node APIs. This reads the
// sources through Vite's glob import and checks every non-test file.
// Vite replaces `import.meta.glob` at transform time, so it must be written out
// in full; the Functions tsconfig has no Vite types, hence the ts-ignore (an
// expect-error would fail under the app tsconfig, which does know the type).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
const sources: Record<string, string> = import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true });

const FORBIDDEN: Array<[string, RegExp]> = [
  ['react', /from\s+['"]react/],
  ['firebase', /from\s+['"](firebase|@firebase|firebase-admin|firebase-functions)/],
  ['node built-ins', /from\s+['"](node:|fs['"]|path['"]|crypto['"])/],
  ['outside src/domain', /from\s+['"]\.\.\/\.\.\//],
  ['window', /\bwindow\.\w/],
  ['document', /\bdocument\.\w/],
  ['localStorage', /\b(localStorage|sessionStorage)\b/],
  ['navigator', /\bnavigator\./],
  ['process', /\bprocess\.(env|exit)/],
  ['Date.now', /\bDate\.now\(/],
  ['Math.random', /\bMath\.random\(/],
  ['any', /:\s*any\b|as\s+any\b|<any>/],
];

const files = Object.entries(sources).filter(([path]) => !path.endsWith('.test.ts'));

describe('src/domain stays pure', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(FORBIDDEN)('no %s', (_name, pattern) => {
    const offenders = files.filter(([, text]) => pattern.test(text)).map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('has no barrel index files', () => {
    expect(Object.keys(sources).filter((path) => /(^|\/)index\.ts$/.test(path))).toEqual([]);
  });
});
