/*
 * Reads `PaginationProps` from an installed release's `lib/interface.d.ts` with the TypeScript
 * checker: for the build (./releaseProps.ts) and the tests that hold the site's data to the types.
 */
import { createRequire } from 'module';
import path from 'path';
import type * as TypeScript from 'typescript';
import { RELEASES, type ReleaseId } from '../../src/versions/releases';

/** What one `interface.d.ts` declares: every property name, and the types of its own ones. */
export interface DeclaredProps {
  /** own, inherited and ARIA properties, sorted */
  names: string[];
  /** own and `PaginationData` properties with their type as the file writes it, on one line */
  types: Map<string, string>;
}

/** A declared type as one line: `{ readOnly?: boolean; }` over three lines reads `{ readOnly?: boolean }`. */
export function normalizeType(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

/** One program over every file (React's types are read once), and each file's `PaginationProps`. */
export function readPaginationProps(interfaceDtsPaths: readonly string[]): DeclaredProps[] {
  // loaded on the first read only: the build takes the stored answer (./releaseProps.ts)
  const ts = createRequire(__filename)('typescript') as typeof TypeScript;
  const program = ts.createProgram([...interfaceDtsPaths], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return interfaceDtsPaths.map((file) => {
    const source = program.getSourceFile(path.resolve(file));
    if (!source) throw new Error(`cannot read ${file}`);
    // an unresolved import (React) would silently drop inherited members, so refuse to guess
    const errors = program.getSemanticDiagnostics(source);
    if (errors.length > 0) {
      const messages = errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' '));
      throw new Error(`${file} does not type-check: ${messages.join('; ')}`);
    }
    const declaration = source.statements.find(
      (statement): statement is TypeScript.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === 'PaginationProps',
    );
    if (!declaration) throw new Error(`no PaginationProps interface in ${file}`);
    const properties = checker.getPropertiesOfType(checker.getTypeAtLocation(declaration.name));
    const types = new Map<string, string>();
    for (const symbol of properties) {
      const member = symbol.declarations?.[0];
      if (!member || !ts.isPropertySignature(member) || !member.type) continue;
      if (member.getSourceFile() !== source) continue; // React.AriaAttributes
      types.set(symbol.getName(), normalizeType(member.type.getText(source)));
    }
    return { names: properties.map((symbol) => symbol.getName()).sort(), types };
  });
}

/** Where a release's type definitions are installed, under the site's root. */
export function interfaceDtsOf(root: string, alias: string): string {
  return path.join(root, 'node_modules', alias, 'lib/interface.d.ts');
}

/** What each installed release (RELEASES) declares, read from its own `lib/interface.d.ts`. */
export function readReleaseProps(root: string): Record<ReleaseId, DeclaredProps> {
  const read = readPaginationProps(RELEASES.map((release) => interfaceDtsOf(root, release.alias)));
  return Object.fromEntries(RELEASES.map((release, index) => [release.id, read[index]])) as Record<
    ReleaseId,
    DeclaredProps
  >;
}
