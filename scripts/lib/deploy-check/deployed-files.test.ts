import { describe, expect, it } from 'vitest';
import { deployedFiles, sourceMapProblems } from './deployed-files.ts';

const IGNORE = ['firebase.json', '**/.*', '**/node_modules/**', '**/*.map'];

describe('what hosting deploys', () => {
  it('leaves out what hosting.ignore matches, maps in any folder included', () => {
    const files = ['index.html', 'sw.js', 'sw.js.map', 'assets/index-abc.js', 'assets/index-abc.js.map', 'assets/pdf.worker.mjs.map', '.env', 'icons/icon-192.png'];
    expect(deployedFiles(files, IGNORE)).toEqual(['index.html', 'sw.js', 'assets/index-abc.js', 'icons/icon-192.png']);
  });

  it('without the ignore rule, every map would be deployed', () => {
    expect(deployedFiles(['sw.js.map', 'assets/a.js.map'], ['firebase.json'])).toEqual(['sw.js.map', 'assets/a.js.map']);
  });

  it('a deployed map or a script that links one is a problem; a hidden map is not', () => {
    expect(
      sourceMapProblems([
        { file: 'assets/a.js.map', text: '{}' },
        { file: 'assets/b.js', text: 'console.log(1)\n//# sourceMappingURL=b.js.map' },
        { file: 'assets/c.js', text: 'console.log(1)' },
        { file: 'index.html', text: '<p>//# sourceMappingURL= in prose</p>' },
      ]),
    ).toEqual(['assets/a.js.map would be deployed', 'assets/b.js links a source map']);
  });
});
