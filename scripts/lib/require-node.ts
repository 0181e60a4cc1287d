// Imported first by every entry point (scripts, tools, the Vite and Vitest
// configs), so an older Node stops at once with the fix rather than deep in
// pdf.js or the emulators with an error that names neither.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.ts';

const installed = existsSync(join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules', '.bin', 'node'));
const problem = nodeVersionProblem({ version: process.versions.node, execPath: process.execPath, installed });
if (problem) {
  console.error(problem);
  process.exit(1);
}
