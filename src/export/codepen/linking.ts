import { normalizeLocalPath } from '../demoAsset';
import type { ImportStatement } from './imports';

const CANDIDATE_SUFFIXES = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

export function resolveLocal(
  files: Record<string, string>,
  from: string,
  specifier: string,
): string {
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  const base = normalizeLocalPath(`${dir}${specifier}`);
  const found = CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find((p) => p in files);
  if (!found) throw new Error(`Cannot find "${specifier}" imported by ${from}`);
  return found;
}

export const aliasFor = (path: string) =>
  `${path.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c = '') => c.toUpperCase())}Default`;

/**
 * What replaces `import … from './local'` once that module is inlined: a `const` for each
 * name the importer gives a binding under another name, and an object for a namespace.
 */
export function linkLocalImport(
  statement: ImportStatement,
  exported: Map<string, string>,
  target: string,
): string[] {
  const pick = (name: string) => {
    const binding = exported.get(name);
    if (!binding) throw new Error(`CodePen export: ${target} has no export "${name}"`);
    return binding;
  };
  const pairs = [
    ...(statement.defaultName ? [[statement.defaultName, pick('default')]] : []),
    ...statement.named.map(({ imported, local }) => [local, pick(imported)]),
  ];
  const links = pairs
    .filter(([local, binding]) => local !== binding)
    .map(([local, binding]) => `const ${local} = ${binding};`);
  if (statement.namespace) {
    const members = [...exported].map(([name, binding]) =>
      name === binding ? name : `${name}: ${binding}`,
    );
    links.push(`const ${statement.namespace} = { ${members.join(', ')} };`);
  }
  return links;
}
