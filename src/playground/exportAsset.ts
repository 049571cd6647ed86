import type { ExampleBlockAsset } from 'dumi-assets-types';
import { packageNameOf, PINNED_VERSIONS } from '../export';
import type { CodeFile } from './generateCode';

const SPECIFIER = /^\s*import\s+(?:[^'";]+\s+from\s+)?['"]([^'"]+)['"]/gm;

/**
 * The generated code as the demo asset dumi would produce, so the playground opens through the
 * same exporters as every demo; the component becomes the entry, packages get pinned versions.
 */
export function playgroundAsset(files: CodeFile[], title?: string): ExampleBlockAsset {
  const [app, ...rest] = files;
  const entry = /\.jsx?$/.test(app.name) ? 'index.jsx' : 'index.tsx';
  const dependencies: ExampleBlockAsset['dependencies'] = {
    [entry]: { type: 'FILE', value: app.code },
  };
  for (const file of rest) dependencies[file.name] = { type: 'FILE', value: file.code };
  const packages = new Set(['react', 'react-dom']);
  for (const [, specifier] of app.code.matchAll(SPECIFIER)) {
    if (!specifier.startsWith('.')) packages.add(packageNameOf(specifier));
  }
  for (const name of [...packages].sort()) {
    const version = PINNED_VERSIONS[name];
    if (!version) throw new Error(`No pinned version for "${name}"`);
    dependencies[name] = { type: 'NPM', value: version };
  }
  return { type: 'BLOCK', id: 'playground', refAtomIds: [], title, entry, dependencies };
}
