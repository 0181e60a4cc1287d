// Lists the exports of src/ and functions/src/ that no product module imports,
// and exits non-zero if there are any (run by `npm run lint`, after ESLint).
//
// It reads each file's syntax only (no type checking), so it takes about three
// seconds with tsx's start-up: imports, re-exports, `import type`, `import('x').T` in types, dynamic
// imports (`import('x').then((m) => m.A)`, `const { A } = await import('x')`)
// and `new URL('./worker.ts', import.meta.url)` worker entries are followed.
// `import * as ns` counts the `ns.A` it reads; a module object that escapes
// (passed on, spread, indexed) counts as using every export of the module.
//
// Who counts as a user:
// - product code: src/, functions/src/ and sw/ (not their tests);
// - scripts/ (npm start, seed, bench, simulate: tools that run the product),
//   tools/ (the local Storage stand-in applies src/domain's file rules) and
//   tests/harness/ (pages that mount product modules in a browser for the
//   end-to-end tests): they import src/ code the way the app does;
// - entry points, whose every export is used by whoever loads them:
//   functions/src/index.ts (the deployed Functions), src/main.tsx, and worker
//   modules started with `new URL(..., import.meta.url)`.
// Tests (*.test.ts, test-doubles.ts, tests/e2e, tests/integration,
// tests/rules, tests/support) and the configs do not count: an export only a
// test imports is code kept alive by its test, which is what this check is
// for. When such an export exists for a test on purpose, add it to ALLOWED
// with the reason.
//
// An export its own module also uses is not reported: the code is alive, and
// the export is the module's surface (a parameter type, a step a test probes).
// Uses are told by name, so a local of the same name elsewhere in the module
// hides an unused export: the check errs towards silence, never a false alarm.
import '../scripts/lib/require-node.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** `path#name` of exports kept on purpose though no product module imports them, with why. */
const ALLOWED: Record<string, string> = {
  'src/domain/analytics/daily-stats.ts#applyContribution':
    "Firestore's increments done in memory: tests that write rollups directly build the expected document with it",
  'src/domain/analytics/daily-stats.ts#comparableDailyStats':
    'rollup tests compare an incremented rollup with a recomputed one, which differ only by tallies back at zero',
  'functions/src/menu-import/ocr.ts#ocrWorkersStarted':
    'the reader-limits test proves a stopped reading ended its OCR worker: the next page must start a new one',
  'functions/src/menu/translation/apertium.ts#stopApertium':
    "the provider's test ends its pipelines, and proves a pipeline stopped is started again by the next text",
};

const SCANNED = ['src', 'functions/src', 'guest/src', 'sw', 'scripts', 'tests', 'tools'];
const CHECKED = /^(src|functions\/src)\//;
const TEST = /(\.test\.tsx?$)|(\/test-doubles\.ts$)|^tests\/(e2e|integration|rules|support)\//;
const ENTRIES = ['src/main.tsx', 'guest/src/main.tsx', 'functions/src/index.ts'];
const ALL = '*';

interface ModuleInfo {
  /** Exported names declared (or re-exported by name) in this module. */
  exports: Map<string, { line: number; from?: { file: string; name: string } }>;
  /** `export * from` targets. */
  stars: string[];
  /** Local identifiers used in the module other than at their declaration. */
  localUses: Set<string>;
  /** Imports: module file -> names used (ALL for every export). */
  imports: Map<string, Set<string>>;
  /** Modules it starts as workers (`new URL('./x.ts', import.meta.url)`). */
  workers: string[];
}

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'lib' && dir.endsWith('functions')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const rel = (root: string, path: string) => relative(root, path).split('\\').join('/');

/** Resolves a relative specifier to a repository path, or undefined for packages and non-code. */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), specifier.replace(/\?.*$/, '').replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return rel(root, candidate);
  }
  return undefined;
}

function hasExportModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}
function hasDefaultModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
}

/**
 * The members read off a module object bound to `binding` (`ns.A`, `ns.B` in
 * code or types), or undefined when the object itself escapes (passed on,
 * spread, indexed), so that any of its exports may be used.
 */
function membersRead(binding: ts.Identifier, scope: ts.Node): Set<string> | undefined {
  const names = new Set<string>();
  let escapes = false;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === binding.text && node !== binding) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.add(parent.name.text);
      else if (ts.isQualifiedName(parent) && parent.left === node) names.add(parent.right.text);
      else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node) && !(ts.isPropertyAssignment(parent) && parent.name === node)) escapes = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return escapes ? undefined : names;
}

/** Names bound by a dynamic import's result, or ALL when they cannot be told. */
function dynamicImportNames(call: ts.CallExpression, sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const fromBinding = (binding: ts.BindingName | undefined, scope: ts.Node): boolean => {
    if (!binding) return false;
    if (ts.isObjectBindingPattern(binding)) {
      for (const element of binding.elements) {
        const key = element.propertyName ?? element.name;
        if (element.dotDotDotToken || !ts.isIdentifier(key)) return false;
        names.add(key.text);
      }
      return true;
    }
    if (ts.isIdentifier(binding)) {
      const read = membersRead(binding, scope);
      for (const name of read ?? []) names.add(name);
      return read !== undefined;
    }
    return false;
  };
  let node: ts.Node = call;
  // Promise.all([import(a), import(b)]) destructured into [{ ... }, { ... }].
  let index = -1;
  if (ts.isArrayLiteralExpression(node.parent)) {
    index = node.parent.elements.indexOf(node as ts.Expression);
    const all = node.parent.parent;
    if (!ts.isCallExpression(all) || all.getText(sf) === '' || !/^Promise\.all$/.test(all.expression.getText(sf))) return new Set([ALL]);
    node = all;
  }
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name.text === 'then' && index < 0) {
    const callback = ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
    if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
      if (fromBinding(callback.parameters[0]?.name, callback.body)) return names;
    }
    return new Set([ALL]);
  }
  if (ts.isAwaitExpression(parent)) {
    const outer = parent.parent;
    if (ts.isVariableDeclaration(outer)) {
      let binding: ts.BindingName | undefined = outer.name;
      if (index >= 0) {
        const element = ts.isArrayBindingPattern(binding) ? binding.elements[index] : undefined;
        binding = element && ts.isBindingElement(element) ? element.name : undefined;
      }
      if (fromBinding(binding, sf)) return names;
    } else if (index < 0 && ts.isParenthesizedExpression(outer) && ts.isPropertyAccessExpression(outer.parent)) {
      names.add(outer.parent.name.text);
      return names;
    }
  }
  return new Set([ALL]);
}

function readModule(root: string, file: string): ModuleInfo {
  const text = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const info: ModuleInfo = { exports: new Map(), stars: [], localUses: new Set(), imports: new Map(), workers: [] };
  const line = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const use = (target: string | undefined, names: Iterable<string>) => {
    if (!target) return;
    const set = info.imports.get(target) ?? new Set<string>();
    for (const name of names) set.add(name);
    info.imports.set(target, set);
  };
  const declarationNames = new Set<ts.Node>();

  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveSpecifier(root, file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(...(membersRead(bindings.name, sf) ?? [ALL]));
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
      use(target, names);
    } else if (ts.isExportDeclaration(statement)) {
      const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? resolveSpecifier(root, file, statement.moduleSpecifier.text) : undefined;
      const clause = statement.exportClause;
      if (!clause) { if (target) info.stars.push(target); continue; }
      if (ts.isNamespaceExport(clause)) {
        info.exports.set(clause.name.text, { line: line(statement) });
        use(target, [ALL]);
        continue;
      }
      for (const el of clause.elements) {
        const local = (el.propertyName ?? el.name).text;
        if (target) info.exports.set(el.name.text, { line: line(el), from: { file: target, name: local } });
        else if (!statement.moduleSpecifier) { info.exports.set(el.name.text, { line: line(el) }); info.localUses.add(local); }
      }
    } else if (ts.isExportAssignment(statement)) {
      info.exports.set('default', { line: line(statement) });
    } else if (hasExportModifier(statement)) {
      if (hasDefaultModifier(statement)) { info.exports.set('default', { line: line(statement) }); continue; }
      if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations) {
          const collect = (name: ts.BindingName): void => {
            if (ts.isIdentifier(name)) { info.exports.set(name.text, { line: line(name) }); declarationNames.add(name); }
            else for (const el of name.elements) if (ts.isBindingElement(el)) collect(el.name);
          };
          collect(decl.name);
        }
      } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
        const name = statement.name as ts.Identifier;
        info.exports.set(name.text, { line: line(name) });
        declarationNames.add(name);
      }
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) use(resolveSpecifier(root, file, arg.text), dynamicImportNames(node, sf));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const target = resolveSpecifier(root, file, node.argument.literal.text);
      use(target, [node.qualifier ? leftmost(node.qualifier).text : ALL]);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      const [arg, base] = node.arguments ?? [];
      if (arg && ts.isStringLiteralLike(arg) && base?.getText(sf) === 'import.meta.url') {
        const target = resolveSpecifier(root, file, arg.text);
        if (target) info.workers.push(target);
      }
    } else if (ts.isIdentifier(node) && !declarationNames.has(node)) {
      const parent = node.parent;
      const isMember = (ts.isPropertyAccessExpression(parent) && parent.name === node)
        || (ts.isQualifiedName(parent) && parent.right === node)
        || (ts.isPropertyAssignment(parent) && parent.name === node)
        || (ts.isPropertySignature(parent) && parent.name === node)
        || (ts.isPropertyDeclaration(parent) && parent.name === node)
        || (ts.isMethodDeclaration(parent) && parent.name === node)
        || (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent));
      if (!isMember) info.localUses.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return info;
}

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left);
}

/** One line per export of src/ and functions/src/ that no product module imports. */
export function unusedExports(root: string, allowed: Record<string, string> = ALLOWED): string[] {
  const files = SCANNED.flatMap((dir) => walk(join(root, dir), [])).map((path) => rel(root, path));
  const modules = new Map(files.map((file) => [file, readModule(root, file)]));

  /** `file#name` -> whether a product module uses it ('product') or only tests ('test'). */
  const used = new Map<string, 'product' | 'test'>();
  function markUsed(file: string, name: string, by: 'product' | 'test', seen = new Set<string>()): void {
    const key = `${file}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const module = modules.get(file);
    if (!module) return;
    if (name === ALL) {
      for (const exported of module.exports.keys()) markUsed(file, exported, by, seen);
      for (const star of module.stars) markUsed(star, ALL, by, seen);
      return;
    }
    const exported = module.exports.get(name);
    if (exported) {
      if (used.get(key) !== 'product') used.set(key, by);
      if (exported.from) markUsed(exported.from.file, exported.from.name, by, seen);
      return;
    }
    for (const star of module.stars) markUsed(star, name, by, seen);
  }

  for (const [file, module] of modules) {
    const by = TEST.test(file) ? 'test' : 'product';
    for (const [target, names] of module.imports) for (const name of names) markUsed(target, name, by);
  }
  for (const entry of [...ENTRIES, ...[...modules.values()].flatMap((m) => m.workers)]) markUsed(entry, ALL, 'product');

  const problems: string[] = [];
  const staleAllowed = new Set(Object.keys(allowed));
  for (const [file, module] of modules) {
    if (!CHECKED.test(file) || TEST.test(file)) continue;
    for (const [name, { line, from }] of module.exports) {
      const key = `${file}#${name}`;
      const state = used.get(key);
      if (state === 'product') continue;
      if (key in allowed) { staleAllowed.delete(key); continue; }
      // Used in its own module: the code is alive, and the export is its
      // module's surface (a parameter type, a tested step), not a leftover.
      if (!from && module.localUses.has(name)) continue;
      const what = state === 'test' ? 'used only by tests' : 'never imported';
      problems.push(`${file}:${line}  ${name}  ${what}${from ? ` (re-exported from ${from.file})` : ''}`);
    }
  }
  for (const key of staleAllowed) problems.push(`${key}  is in ALLOWED of tools/unused-exports.ts but is used by product code or gone: take it out`);
  return problems.sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = unusedExports(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  if (problems.length > 0) {
    console.error(`Unused exports (${problems.length}); a test-only export kept on purpose goes in ALLOWED in tools/unused-exports.ts:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
