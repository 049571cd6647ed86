import { isStylesheet } from './esmCdn';
import { stripTypes, takeExports, topLevelNames } from './exports';
import { boundNames, splitImports, type ImportStatement } from './imports';
import { aliasFor, linkLocalImport, resolveLocal } from './linking';

export interface PenModule {
  /** Package imports of every module, their specifiers already rewritten to URLs. */
  imports: ImportStatement[];
  /** The inlined local modules, dependencies first, then the demo itself. */
  body: string;
  /** The binding holding the demo's default export. */
  component: string;
  /** Package stylesheets the modules import, as written (`rc-pagination/assets/index.css`). */
  stylesheets: string[];
}

/**
 * A pen holds one module, so the demo's local modules are inlined before it (dependencies
 * first) and their package imports merged. Two modules declaring the same top-level name
 * would clash in one scope, so that is refused rather than silently broken.
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
    const { imports: statements, body } = splitImports(stripTypes(files[path], path));
    const links: string[] = [];
    for (const statement of statements) {
      const { source } = statement;
      const relative = source.startsWith('.');
      if (isStylesheet(source)) {
        if (!relative) stylesheets.add(source); // local stylesheets go to the CSS panel
      } else if (!relative) {
        const url = toUrl(source);
        imports.push({ ...statement, source: url });
        for (const name of boundNames(statement)) declare(name, url);
      } else {
        const target = resolveLocal(files, path, source);
        links.push(...linkLocalImport(statement, visit(target, [...trail, path]), target));
      }
    }
    const own = takeExports(body, path === entry ? 'Demo' : aliasFor(path));
    const code = [links.join('\n'), own.body.trim()].filter(Boolean).join('\n\n');
    for (const name of topLevelNames(code)) declare(name, path);
    sections.push(
      path === entry ? code : `// ${path} (inlined: a pen holds a single module)\n${code}`,
    );
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
