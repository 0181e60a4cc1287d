// A small ESLint rule for the house's import boundaries (STYLE.md), checked on
// resolved paths so that relative imports ('../dashboard/x') cannot slip past.
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Which area a file belongs to, by its path from the repository root. */
function areaOf(file) {
  const path = relative(ROOT, file).split('\\').join('/');
  const feature = path.match(/^src\/features\/([^/]+)/);
  if (feature) return { kind: 'feature', name: feature[1] };
  const top = path.match(/^src\/(domain|data|app|config|workers)(\/|$)/);
  if (top) return { kind: top[1] };
  if (path.startsWith('functions/src/')) return { kind: 'functions' };
  return { kind: 'other' };
}

function violation(from, to) {
  if (from.kind === 'domain' && to.kind !== 'domain') return 'domain/ is pure: it imports nothing of the app.';
  if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
    return `The ${from.name} feature does not import the ${to.name} feature: move shared code to domain/, data/ or app/.`;
  if (['data', 'workers', 'config'].includes(from.kind) && (to.kind === 'feature' || to.kind === 'app'))
    return `${from.kind}/ serves features; it never imports them or the shell.`;
  if (from.kind === 'functions' && !['functions', 'domain'].includes(to.kind))
    return 'Functions share only src/domain with the app.';
  return undefined;
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
