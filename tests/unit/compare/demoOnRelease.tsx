import { render } from '@testing-library/react';
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { ComponentType } from 'react';
import React from 'react';
import { transform } from 'sucrase';
import { releaseOf, type ReleaseId } from '@site/versions';
import PageSizeSelect from '../../../docs/demo/demos/page-size-select';

const requireFromSite = createRequire(__filename);
const DEMOS = path.resolve(__dirname, '../../../docs/demo/demos');

/**
 * A demo file of docs/demo/demos compiled as the runner compiles it, with `rc-pagination` (and
 * its locale paths) naming the release's installed package, as the frame's scope does on that
 * release; stylesheets import as nothing.
 */
export function demoOnRelease(file: string, release: ReleaseId): ComponentType {
  // sucrase, as the runner: esbuild's own invariants fail under jsdom's TextEncoder
  const { code } = transform(readFileSync(path.join(DEMOS, file), 'utf8'), { transforms: ['typescript', 'jsx', 'imports'] });
  const { alias } = releaseOf(release);
  const load = (specifier: string): unknown => {
    if (specifier.endsWith('.css')) return {};
    if (specifier === './page-size-select') return { __esModule: true, default: PageSizeSelect };
    if (specifier === 'rc-pagination' || specifier.startsWith('rc-pagination/')) {
      return requireFromSite(alias + specifier.slice('rc-pagination'.length));
    }
    return requireFromSite(specifier);
  };
  const module = { exports: {} as { default?: ComponentType } };
  new Function('require', 'module', 'exports', 'React', code)(load, module, module.exports, React);
  if (!module.exports.default) throw new Error(`${file} has no default export`);
  return module.exports.default;
}

/** The demo rendered into the document on the release, and its pagination's root. */
export function renderDemo(file: string, release: ReleaseId): { root: HTMLElement; unmount: () => void } {
  const Demo = demoOnRelease(file, release);
  const { container, unmount } = render(<Demo />);
  const root = container.querySelector<HTMLElement>('ul.rc-pagination');
  if (!root) throw new Error(`${file} on ${release} renders no ul.rc-pagination`);
  return { root, unmount };
}
