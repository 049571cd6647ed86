import path from 'path';
import ts from 'typescript';

/** The type checker over an installed `interface.d.ts`, and its `PaginationProps` interface. */
function readInterface(interfaceDtsPath: string) {
  const program = ts.createProgram([interfaceDtsPath], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.resolve(interfaceDtsPath));
  if (!source) throw new Error(`cannot read ${interfaceDtsPath}`);
  // an unresolved import (React) would silently drop inherited members, so refuse to guess
  const errors = program.getSemanticDiagnostics(source);
  if (errors.length > 0) {
    const messages = errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' '));
    throw new Error(`${interfaceDtsPath} does not type-check: ${messages.join('; ')}`);
  }

  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'PaginationProps',
  );
  if (!declaration) throw new Error(`no PaginationProps interface in ${interfaceDtsPath}`);
  const properties = checker.getPropertiesOfType(checker.getTypeAtLocation(declaration.name));
  return { source, properties };
}

/**
 * Names of every property of `PaginationProps` as declared in an installed `interface.d.ts`,
 * including the ones it inherits (`Partial<PaginationData>`, `React.AriaAttributes`).
 * Uses the type checker, so inherited and mapped members are resolved the way TypeScript sees them.
 */
export function readPaginationPropNames(interfaceDtsPath: string): string[] {
  return readInterface(interfaceDtsPath)
    .properties.map((symbol) => symbol.getName())
    .sort();
}

/** A declared type as one line: `{ readOnly?: boolean; }` over three lines reads `{ readOnly?: boolean }`. */
export function normalizeType(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

/**
 * Every property of `PaginationProps` in an installed `interface.d.ts` with its type as the file
 * writes it (on one line), own and inherited from `PaginationData`; the ARIA attributes left out.
 */
export function readPaginationPropTypes(interfaceDtsPath: string): Map<string, string> {
  const { source, properties } = readInterface(interfaceDtsPath);
  const types = new Map<string, string>();
  for (const symbol of properties) {
    const member = symbol.declarations?.[0];
    if (!member || !ts.isPropertySignature(member) || !member.type) continue;
    if (member.getSourceFile() !== source) continue; // React.AriaAttributes
    types.set(symbol.getName(), normalizeType(member.type.getText(source)));
  }
  return types;
}
