import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import type { ExampleBlockAsset } from 'dumi-assets-types';
import { packageNameOf } from '../../../src/export/demoAsset';
import { PINNED_VERSIONS } from '../../../src/export/versions';

export const DEMO_DIR = path.resolve(__dirname, '../../../docs/demo/demos');

/** Every demo module, read when the test runs so newly written demos are covered too. */
export function listDemoFiles(): string[] {
  return fs
    .readdirSync(DEMO_DIR)
    .filter((file) => file.endsWith('.tsx'))
    .sort();
}

const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

function resolveLocal(fromDir: string, specifier: string): string {
  const base = path.resolve(fromDir, specifier);
  const found = [base, ...MODULE_EXTENSIONS.map((ext) => base + ext)].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${fromDir}`);
  return found;
}

/**
 * Builds the asset the way dumi's block parser does: the demo source as the `index.<ext>`
 * entry, each local file it imports under its import path plus extension (`./styles.css`),
 * and every package imported by a bare specifier as an NPM dependency with its version.
 */
export function assetFromSource(
  source: string,
  options: { id?: string; dir?: string; versions?: Record<string, string> } = {},
): ExampleBlockAsset {
  const { id = 'demo', dir = DEMO_DIR, versions = PINNED_VERSIONS } = options;
  const dependencies: ExampleBlockAsset['dependencies'] = {};
  const visit = (code: string, fromDir: string) => {
    for (const { fileName: specifier } of ts.preProcessFile(code, true, true).importedFiles) {
      if (specifier.startsWith('.')) {
        const file = resolveLocal(fromDir, specifier);
        const parsed = path.posix.parse(specifier);
        const name = `${path.posix.join(parsed.dir, parsed.name)}${path.extname(file)}`;
        const key = name.startsWith('.') ? name : `./${name}`;
        if (dependencies[key]) continue;
        const content = fs.readFileSync(file, 'utf8');
        dependencies[key] = { type: 'FILE', value: content };
        if (MODULE_EXTENSIONS.includes(path.extname(file))) visit(content, path.dirname(file));
      } else {
        const name = packageNameOf(specifier);
        const version = versions[name];
        if (!version) throw new Error(`No version for package ${name} imported by ${id}`);
        dependencies[name] = { type: 'NPM', value: version };
      }
    }
  };
  dependencies['index.tsx'] = { type: 'FILE', value: source };
  visit(source, dir);
  return { type: 'BLOCK', id, refAtomIds: [], dependencies, entry: 'index.tsx' };
}

export function assetFromDemoFile(file: string): ExampleBlockAsset {
  const source = fs.readFileSync(path.join(DEMO_DIR, file), 'utf8');
  return assetFromSource(source, { id: `demo-${file.replace(/\.tsx$/, '')}` });
}

/** A hand-made asset for edge cases: `files` keyed as dumi keys them, then npm packages. */
export function assetOf(
  files: Record<string, string>,
  packages: Record<string, string> = { react: PINNED_VERSIONS.react },
): ExampleBlockAsset {
  const dependencies: ExampleBlockAsset['dependencies'] = {};
  for (const [name, value] of Object.entries(files)) dependencies[name] = { type: 'FILE', value };
  for (const [name, value] of Object.entries(packages)) dependencies[name] = { type: 'NPM', value };
  return { type: 'BLOCK', id: 'edge', refAtomIds: [], dependencies, entry: Object.keys(files)[0] };
}
