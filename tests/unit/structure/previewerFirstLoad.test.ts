import { existsSync, readFileSync } from 'fs';
import path from 'path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every demo page loads the previewer's chunk, so what a demo needs only once it is
 * live (the sandbox run, its messages, the shared-code notice) or on a click (the exporters)
 * is reached through import() alone (src/theme/Previewer/Live/lazyLive.tsx, loadExporters).
 * This walks the previewer's static imports, as webpack bundles them, and names what leaks.
 */
const previewer = path.resolve(__dirname, '../../../src/theme/Previewer');

/** Names that may only come through a dynamic import, by the specifier that brings them. */
const LAZY = [
  { from: /^@site\/sandbox$/, names: null },
  { from: /^@site\/export$/, names: ['openInCodePen', 'openInCodeSandbox', 'openInStackBlitz', 'assetOnRelease'] },
  // the 5.x form's writer and the notes, with the property history they read
  { from: /^@site\/versions$/, names: ['hasSizeChangerRender', 'sizeChangerForm', 'notesForCode', 'releaseNotes'] },
  { from: /\/(LiveRun|LiveMessage|RestoredNotice|SizeChangerForm|liveParts)$/, names: null },
  // the comparison's view, its measuring and its texts: on the toggle's first click
  { from: /^@theme\/CompareReleases$/, names: null },
];

/** The value imports (not `import type`, not `import()`) of one file: specifier and names. */
function valueImports(file: string): { specifier: string; names: string[] }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : null;
    if (clause?.isTypeOnly || (ts.isExportDeclaration(statement) && statement.isTypeOnly)) return [];
    const specifier = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
    if (!specifier) return [];
    const names: string[] = [];
    if (clause?.name) names.push('default');
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    const reexported = ts.isExportDeclaration(statement) ? statement.exportClause : undefined;
    if (reexported && ts.isNamedExports(reexported)) {
      for (const element of reexported.elements) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
    return [{ specifier, names }];
  });
}

/** A relative import inside the previewer's folder, resolved to its file. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find(existsSync);
  return found && found.startsWith(previewer) ? found : null;
}

/** Every static value import reachable from the previewer's entry inside its folder. */
function leaks(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, names } of valueImports(file)) {
      for (const rule of LAZY) {
        if (!rule.from.test(specifier)) continue;
        const { names: only } = rule;
        const bad = only ? names.filter((name) => only.includes(name)) : names.length ? names : ['(side effect)'];
        for (const name of bad) found.push(`${path.relative(previewer, file)} imports ${name} from '${specifier}'`);
      }
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
    }
  };
  visit(entry);
  return found;
}

describe("the previewer's first chunk", () => {
  it('reaches the live parts and the exporters only through import()', () => {
    expect(leaks(path.join(previewer, 'index.tsx'))).toEqual([]);
  });

  it('names a static import of them', () => {
    // the walk itself: the live parts' module imports them statically, as it should
    expect(leaks(path.join(previewer, 'Live/liveParts.ts'))).toEqual(
      expect.arrayContaining([
        "Live/liveParts.ts imports default from './LiveMessage'",
        "Live/liveParts.ts imports default from './LiveRun'",
        "Live/LiveRun.tsx imports useSandboxRun from '@site/sandbox'",
      ]),
    );
  });
});
