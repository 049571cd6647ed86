import type { ExampleBlockAsset } from 'dumi-assets-types';
import { inFileOrder } from '../codeView/files';

export interface DemoSources {
  /** `language`: exported as TSX or JSX */
  entry: { name: string; source: string; language: 'tsx' | 'jsx' };
  /** keyed by a path relative to the demo (`styles.css`) */
  localFiles: Record<string, string>;
  /** name → the version dumi recorded */
  packages: Record<string, string>;
}

const MODULE_EXTENSION = /\.(tsx|ts|jsx|js)$/;

/** `a/../b.css` → `b.css`; refuses paths above the demo. */
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
  const files = Object.keys(asset.dependencies).filter((name) => asset.dependencies[name].type === 'FILE');
  const entry =
    (asset.entry && files.includes(asset.entry) ? asset.entry : undefined) ??
    files.find((name) => /^index\.(tsx|jsx|ts|js)$/.test(name)) ??
    files.find((name) => MODULE_EXTENSION.test(name));
  if (!entry) throw new Error(`Demo "${asset.id}" has no module file to export`);
  return entry;
}

export function readDemoSources(asset: ExampleBlockAsset): DemoSources {
  const entryName = findEntryName(asset);
  const localFiles: Record<string, string> = {};
  const packages: Record<string, string> = {};
  // dumi's order changes from build to build (../codeView/files.ts)
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
