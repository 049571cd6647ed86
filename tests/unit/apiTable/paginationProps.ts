import path from 'path';
import ts from 'typescript';

/**
 * Names of every property of `PaginationProps` as declared in an installed `interface.d.ts`,
 * including the ones it inherits (`Partial<PaginationData>`, `React.AriaAttributes`).
 * Uses the type checker, so inherited and mapped members are resolved the way TypeScript sees them.
 */
export function readPaginationPropNames(interfaceDtsPath: string): string[] {
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

  const type = checker.getTypeAtLocation(declaration.name);
  return checker
    .getPropertiesOfType(type)
    .map((symbol) => symbol.getName())
    .sort();
}
