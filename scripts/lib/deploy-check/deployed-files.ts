import { matchesGlob } from 'node:path';

// What `firebase deploy --only hosting` uploads: every file of the public
// folder that no `hosting.ignore` glob matches (paths relative to the folder).

export function deployedFiles(files: readonly string[], ignore: readonly string[]): string[] {
  return files.filter((file) => !ignore.some((glob) => matchesGlob(file, glob)));
}

/** Source maps that would be deployed, and deployed scripts that point at one (a hidden map links none). */
export function sourceMapProblems(deployed: ReadonlyArray<{ file: string; text: string }>): string[] {
  return deployed.flatMap(({ file, text }) => [
    ...(file.endsWith('.map') ? [`${file} would be deployed`] : []),
    ...(/\.m?js$/.test(file) && /^\/\/# sourceMappingURL=/m.test(text) ? [`${file} links a source map`] : []),
  ]);
}
