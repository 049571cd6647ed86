import { Parser, type AnyNode, type Identifier, type Literal, type Pattern } from 'acorn';
import jsx from 'acorn-jsx';
import { transform } from 'sucrase';

/**
 * Removes type syntax only, so the pen reads like the demo: CodePen's TypeScript preprocessor cannot be given
 * module and JSX settings, while its Babel compiles plain JSX.
 */
export function stripTypes(code: string, path: string): string {
  if (!/\.tsx?$/.test(path)) return code;
  return transform(code, {
    transforms: path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  }).code;
}

/** `imported`: an export's name, `default`, or `*` for a namespace. */
export interface Binding {
  imported: string;
  local: string;
}

export interface ImportStatement {
  source: string;
  bindings: Binding[];
}

export interface ModuleParts {
  imports: ImportStatement[];
  exports: Map<string, string>;
  /** every top-level name, once exports are plain bindings */
  declared: string[];
  /** without its imports, `export` taken off its declarations */
  body: string;
}

const JsxParser = Parser.extend(jsx());

const nameOf = (node: Identifier | Literal) => (node.type === 'Identifier' ? node.name : String(node.value));

/** Destructuring included: `const [page, setPage] = …`. */
function patternNames(pattern: Pattern | null): string[] {
  if (pattern?.type === 'Identifier') return [pattern.name];
  if (pattern?.type === 'ArrayPattern') return pattern.elements.flatMap(patternNames);
  if (pattern?.type === 'RestElement') return patternNames(pattern.argument);
  if (pattern?.type === 'AssignmentPattern') return patternNames(pattern.left);
  if (pattern?.type !== 'ObjectPattern') return [];
  return pattern.properties.flatMap((p) => patternNames(p.type === 'Property' ? p.value : p));
}

function declaredNames(node: AnyNode | null | undefined): string[] {
  if (node?.type === 'VariableDeclaration') {
    return node.declarations.flatMap((declarator) => patternNames(declarator.id));
  }
  const declaresOne = node?.type === 'FunctionDeclaration' || node?.type === 'ClassDeclaration';
  return declaresOne && node.id ? [node.id.name] : [];
}

/** Splits a type-free module into imports, exports and the rest; an anonymous default becomes `const <defaultAlias>`. */
export function readModule(code: string, defaultAlias: string): ModuleParts {
  const program = JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const imports: ImportStatement[] = [];
  const exports = new Map<string, string>();
  const declared: string[] = [];
  const edits: Array<[start: number, end: number, text: string]> = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const bindings = node.specifiers.map((s) => ({
        imported:
          s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*',
        local: s.local.name,
      }));
      imports.push({ source: String(node.source.value), bindings });
      edits.push([node.start, node.end, '']);
    } else if (node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      throw new Error('CodePen export cannot follow `export … from`');
    } else if (node.type === 'ExportNamedDeclaration') {
      const names = declaredNames(node.declaration);
      for (const name of names) exports.set(name, name);
      for (const s of node.specifiers) exports.set(nameOf(s.exported), nameOf(s.local));
      edits.push([node.start, node.declaration?.start ?? node.end, '']);
      declared.push(...names);
    } else if (node.type === 'ExportDefaultDeclaration') {
      const { declaration } = node;
      const [declaredName] = declaredNames(declaration);
      const named = declaration.type === 'Identifier' ? declaration.name : undefined;
      const binding = declaredName ?? named ?? defaultAlias;
      exports.set('default', binding);
      if (named) edits.push([node.start, node.end, '']);
      else {
        edits.push([node.start, declaration.start, declaredName ? '' : `const ${binding} = `]);
        declared.push(binding);
      }
    } else {
      declared.push(...declaredNames(node));
    }
  }
  let body = '';
  let last = 0;
  for (const [start, end, text] of edits) {
    body += code.slice(last, start) + text;
    last = end;
  }
  return { imports, exports, declared, body: body + code.slice(last) };
}
