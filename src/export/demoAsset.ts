import type { ExampleBlockAsset } from 'dumi-assets-types';
import { inFileOrder } from '../codeView/files';

/** A demo's own files and the npm packages they import, as dumi collected them. */
export interface DemoSources {
  /** The demo module, e.g. `index.tsx`; `language` says whether it is exported as TSX or JSX. */
  entry: { name: string; source: string; language: 'tsx' | 'jsx' };
  /** Other local files the demo imports, keyed by a path relative to the demo (`styles.css`). */
  localFiles: Record<string, string>;
  /** Package name to the version dumi recorded. */
  packages: Record<string, string>;
}

const MODULE_EXTENSION = /\.(tsx|ts|jsx|js)$/;

/** `./styles.css` → `styles.css`; `a/../b.css` → `b.css`; refuses paths above the demo. */
export function normalizeLocalPath(name: string): string {
  const parts: string[] = [];
  for (const part of name.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.pop() === undefined) {
      throw new Error(`Cannot export "${name}": it lies outside the demo folder`);
    }
  }
  return parts.join('/');
}

function findEntryName(asset: ExampleBlockAsset): string {
  const files = Object.keys(asset.dependencies).filter(
    (name) => asset.dependencies[name].type === 'FILE',
  );
  // dumi names the demo module `index.<ext>` and records it in `entry`
  const entry =
    (asset.entry && files.includes(asset.entry) ? asset.entry : undefined) ??
    files.find((name) => /^index\.(tsx|jsx|ts|js)$/.test(name)) ??
    files.find((name) => MODULE_EXTENSION.test(name));
  if (!entry) throw new Error(`Demo "${asset.id}" has no module file to export`);
  return entry;
}

/** Splits dumi's flat dependency map into the demo module, its local files and packages. */
export function readDemoSources(asset: ExampleBlockAsset): DemoSources {
  const entryName = findEntryName(asset);
  const localFiles: Record<string, string> = {};
  const packages: Record<string, string> = {};
  // a fixed order: dumi's changes from build to build (../codeView/files.ts)
  for (const [name, { type, value }] of inFileOrder(Object.entries(asset.dependencies), entryName)) {
    if (type === 'NPM') packages[name] = value;
    else if (name !== entryName) localFiles[normalizeLocalPath(name)] = value;
  }
  return {
    entry: {
      name: entryName,
      source: asset.dependencies[entryName].value,
      language: /\.tsx?$/.test(entryName) ? 'tsx' : 'jsx',
    },
    localFiles,
    packages,
  };
}

/** `rc-pagination/assets/index.css` → `rc-pagination`; `@scope/pkg/x` → `@scope/pkg`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
