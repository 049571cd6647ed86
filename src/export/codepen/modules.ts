import { normalizeLocalPath } from '../demoAsset';
import { isStylesheet } from './esmCdn';
import { readModule, stripTypes, type ImportStatement } from './readModule';

export interface PenModule {
  /** specifiers already rewritten to URLs */
  imports: ImportStatement[];
  /** the inlined local modules, dependencies first */
  body: string;
  component: string;
  /** as written (`rc-pagination/assets/index.css`) */
  stylesheets: string[];
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

function resolveLocal(files: Record<string, string>, from: string, specifier: string): string {
  const base = normalizeLocalPath(`${from.slice(0, from.lastIndexOf('/') + 1)}${specifier}`);
  const found = ['', ...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)]
    .map((suffix) => base + suffix)
    .find((path) => path in files);
  if (!found) throw new Error(`Cannot find "${specifier}" imported by ${from}`);
  return found;
}

/** For an anonymous default export: `page-size-select.ts` → `pageSizeSelectDefault`. */
const aliasFor = (path: string) =>
  `${path.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c = '') => c.toUpperCase())}Default`;

/** What replaces an inlined `import … from './local'`: a `const` per renamed binding, an object for a namespace. */
function linkLocalImport(
  { bindings }: ImportStatement,
  exported: Map<string, string>,
  target: string,
): Array<[name: string, line: string]> {
  return bindings.flatMap(({ imported, local }): Array<[string, string]> => {
    if (imported === '*') {
      const members = [...exported].map(([name, binding]) => (name === binding ? name : `${name}: ${binding}`));
      return [[local, `const ${local} = { ${members.join(', ')} };`]];
    }
    const binding = exported.get(imported);
    if (!binding) throw new Error(`CodePen export: ${target} has no export "${imported}"`);
    return binding === local ? [] : [[local, `const ${local} = ${binding};`]];
  });
}

/**
 * A pen holds one module: local modules are inlined before the demo, their package imports merged; two
 * declaring the same top-level name are refused rather than silently broken.
 */
export function assemblePenModule(
  files: Record<string, string>,
  entry: string,
  toUrl: (specifier: string) => string,
): PenModule {
  const imports: ImportStatement[] = [];
  const stylesheets = new Set<string>();
  const sections: string[] = [];
  const done = new Map<string, Map<string, string>>();
  const declared = new Map<string, string>();
  const declare = (name: string, owner: string) => {
    const previous = declared.get(name);
    if (previous !== undefined && previous !== owner) {
      throw new Error(`CodePen export: "${name}" is declared twice (${previous}, ${owner})`);
    }
    declared.set(name, owner);
  };

  const visit = (path: string, trail: string[]): Map<string, string> => {
    const known = done.get(path);
    if (known) return known;
    if (trail.includes(path)) throw new Error(`CodePen export: import cycle at ${path}`);
    const own = readModule(stripTypes(files[path], path), path === entry ? 'Demo' : aliasFor(path));
    const links: string[] = [];
    for (const statement of own.imports) {
      const { source } = statement;
      const relative = source.startsWith('.');
      if (isStylesheet(source)) {
        if (!relative) stylesheets.add(source); // local stylesheets go to the CSS panel
      } else if (!relative) {
        const url = toUrl(source);
        imports.push({ ...statement, source: url });
        for (const { local } of statement.bindings) declare(local, url);
      } else {
        const target = resolveLocal(files, path, source);
        for (const [name, line] of linkLocalImport(statement, visit(target, [...trail, path]), target)) {
          declare(name, path);
          links.push(line);
        }
      }
    }
    const code = [links.join('\n'), own.body.trim()].filter(Boolean).join('\n\n');
    for (const name of own.declared) declare(name, path);
    sections.push(path === entry ? code : `// ${path} (inlined: a pen holds a single module)\n${code}`);
    done.set(path, own.exports);
    return own.exports;
  };

  const component = visit(entry, []).get('default');
  if (!component) throw new Error(`CodePen export: ${entry} has no default export to render`);
  return {
    imports,
    body: sections.join('\n\n').replace(/\n{3,}/g, '\n\n'),
    component,
    stylesheets: [...stylesheets],
  };
}

/** One statement per URL, so inlined modules importing the same package share a binding. */
export function renderImports(statements: ImportStatement[]): string {
  const groups = new Map<string, string[][]>();
  for (const { source, bindings } of statements) {
    const group = groups.get(source) ?? [[], [], []];
    for (const { imported, local } of bindings) {
      const [kind, text] =
        imported === 'default'
          ? [0, local]
          : imported === '*'
            ? [1, local]
            : [2, imported === local ? local : `${imported} as ${local}`];
      if (!group[kind].includes(text)) group[kind].push(text);
    }
    groups.set(source, group);
  }
  return [...groups]
    .flatMap(([source, [defaults, namespaces, named]]) => {
      const from = ` from '${source}';`;
      const head = [defaults[0], named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean).join(', ');
      return [
        ...(head ? [`import ${head}${from}`] : []),
        ...defaults.slice(1).map((name) => `import ${name}${from}`),
        ...namespaces.map((name) => `import * as ${name}${from}`),
        ...(head || namespaces.length ? [] : [`import '${source}';`]),
      ];
    })
    .join('\n');
}
