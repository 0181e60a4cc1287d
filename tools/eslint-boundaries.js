// A small ESLint rule for the house's import boundaries (STYLE.md), checked on
// resolved paths so that relative imports ('../dashboard/x') cannot slip past.
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/**
 * The areas of src/domain and the other areas each one reads. Every area also
 * reads shared/ (the kernel: records, texts, ids, dates, limits, the command
 * spec) and sync/ (the command registry and the overlay, for their types and
 * lookups); shared/ reads no area. A dependency not listed here is a design
 * decision: add it here, in the same change, or move the code to shared/.
 * Circles between files are refused by tools/import-circles.test.ts.
 * Tests may read any area (they build their cases from several).
 */
const DOMAIN_USES = {
  analytics: ['orders', 'session'],
  categories: [],
  guest: ['menu', 'orders', 'settings', 'tables'],
  help: [],
  kitchen: ['orders'],
  menu: ['settings'],
  'menu-import': ['menu', 'settings'],
  messages: [],
  orders: ['settings'],
  session: ['team'],
  settings: [],
  store: ['menu-import', 'session', 'settings', 'tables'],
  tables: [],
  team: [],
};
const DOMAIN_KERNEL = ['shared', 'sync'];

/** Which area a file belongs to, by its path from the repository root. */
function areaOf(file) {
  const path = relative(ROOT, file).split('\\').join('/');
  const feature = path.match(/^src\/features\/([^/]+)/);
  if (feature) return { kind: 'feature', name: feature[1] };
  const domain = path.match(/^src\/domain\/(?:([^/]+)\/)?/);
  if (domain) return { kind: 'domain', name: domain[1], test: /\.test\.tsx?$/.test(path) };
  const top = path.match(/^src\/(data|app|config|workers)(\/|$)/);
  if (top) return { kind: top[1] };
  if (path.startsWith('functions/src/')) return { kind: 'functions' };
  return { kind: 'other' };
}

function violation(from, to) {
  if (from.kind === 'domain' && to.kind !== 'domain') return 'domain/ is pure: it imports nothing of the app.';
  if (from.kind === 'domain' && to.kind === 'domain') return domainViolation(from, to);
  if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
    return `The ${from.name} feature does not import the ${to.name} feature: move shared code to domain/, data/ or app/.`;
  if (['data', 'workers', 'config'].includes(from.kind) && (to.kind === 'feature' || to.kind === 'app'))
    return `${from.kind}/ serves features; it never imports them or the shell.`;
  if (from.kind === 'functions' && !['functions', 'domain'].includes(to.kind))
    return 'Functions share only src/domain with the app.';
  return undefined;
}

function domainViolation(from, to) {
  if (from.name === undefined || from.name === to.name || from.test) return undefined;
  if (from.name === 'shared') return 'domain/shared is the kernel: it imports no area (move what it needs into shared/).';
  if (from.name === 'sync') return undefined; // the registry gathers every area
  const uses = DOMAIN_USES[from.name];
  if (uses === undefined) return `domain/${from.name} is not an area listed in tools/eslint-boundaries.js (DOMAIN_USES).`;
  if (to.name === undefined || DOMAIN_KERNEL.includes(to.name) || uses.includes(to.name)) return undefined;
  return `domain/${from.name} does not import domain/${to.name}: list it in DOMAIN_USES (tools/eslint-boundaries.js) if it should, or move the shared part to domain/shared.`;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'import boundaries between areas' } },
  create(context) {
    const from = areaOf(context.filename);
    if (from.kind === 'other') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = violation(from, areaOf(resolve(dirname(context.filename), source)));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
