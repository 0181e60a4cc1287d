// Every callable a command names must be a Function this codebase deploys:
// a name the index does not export reaches no Function, and the sender would
// hold the command as 'not found' until someone noticed. The index is read
// statically: importing it would start firebase-admin and load every
// Function's dependencies (tesseract, pdf.js) for a list of names.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/domain/sync/commands';

const INDEX = new URL('./index.ts', import.meta.url);

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module's source exports; `export *` is refused, since its names cannot be read here. */
function exportedNames(source: string): Set<string> {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.ES2022);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) throw new Error(`export * cannot be read statically: ${statement.getText(file)}`);
      if (ts.isNamedExports(statement.exportClause)) for (const e of statement.exportClause.elements) names.add(e.name.text);
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && isExported(statement) && statement.name) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The declared callables the index does not export, with the command types that name them. */
function missingCallables(callables: Readonly<Record<string, { callable: string }>>, exported: ReadonlySet<string>): string[] {
  return Object.entries(callables)
    .filter(([, spec]) => !exported.has(spec.callable))
    .map(([type, spec]) => `${type} → ${spec.callable}`);
}

describe('command callables', () => {
  const exported = exportedNames(readFileSync(INDEX, 'utf8'));

  it('reads the index', () => {
    expect(exported.has('placeOrderSecure')).toBe(true);
    expect(exported.size).toBeGreaterThan(20);
  });

  it('every declared callable is an export of functions/src/index.ts', () => {
    expect(missingCallables(COMMANDS, exported)).toEqual([]);
  });

  it('names a callable the index does not export', () => {
    const names = exportedNames("export { a } from './a';\nexport const b = 1;\nexport function c() {}\n");
    expect([...names]).toEqual(['a', 'b', 'c']);
    expect(missingCallables({ 'x.one': { callable: 'a' }, 'x.two': { callable: 'gone' } }, names)).toEqual(['x.two → gone']);
    expect(() => exportedNames("export * from './a';")).toThrow(/export \*/);
  });
});
