/**
 * The `version` option of the site's remark and rehype steps: dumi caches compiled markdown by its
 * options, so a hash of the step's module and every site module it imports.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/** A relative specifier in a static import, an export-from, a dynamic import or a require. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g;
/** `import type …;` and `export type … from …;`: erased from the running code. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*;/gm;
/** The options .dumirc.ts hands a remark step that reads the installed releases. */
export interface ReleaseStepOptions<Messages> {
  /** the site's root, where node_modules holds each release */
  root: string;
  /** the interface strings per language (.dumi/theme/locales) */
  messages: Record<string, Messages>;
  /** the language of a page without a locale suffix (`index.md`) */
  defaultLocale: string;
  /** not read here: renew dumi's markdown cache when the installed releases (`sources`) or the step (`version`) change */
  sources?: string;
  version?: string;
}

/**
 * The language of the page a markdown step runs on: its file's suffix (`index.zh-CN.md`) among
 * `ids`, else `fallback`. dumi compiles the text without a file path, and sets `fileAbsPath`.
 */
export function pageLocale(processor: unknown, file: { path?: string }, ids: readonly string[], fallback: string) {
  const stored = (processor as { data?: (key: string) => unknown } | undefined)?.data?.('fileAbsPath');
  const filePath = file.path ?? (typeof stored === 'string' ? stored : '');
  return ids.find((id) => filePath.endsWith(`.${id}.md`)) ?? fallback;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.cjs', '.js', '.json', '/index.ts'];

function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
  if (!file) throw new Error(`sourceVersion: cannot resolve '${specifier}' imported by ${from}`);
  return file;
}

/** `entry` and every module its running code reaches by relative imports, sorted (packages left out). */
export function moduleFiles(entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const code = fs.readFileSync(file, 'utf8').replace(TYPE_ONLY, '');
    for (const [, , specifier] of code.matchAll(RELATIVE_IMPORT)) visit(resolveImport(file, specifier));
  };
  visit(path.resolve(entry));
  return [...found].sort();
}

/** A hash of the contents of `entry` and the modules it imports: a step's cache version. */
export function sourceVersion(entry: string): string {
  const hash = crypto.createHash('sha256');
  const dir = path.dirname(path.resolve(entry));
  for (const file of moduleFiles(entry)) hash.update(`${path.relative(dir, file)}\0`).update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
