import { packageNameOf } from '../demoAsset';
import { resolveVersion } from '../dependencies';

/**
 * The CDN an exported pen loads packages from. It only ever appears inside the pen's source;
 * the site itself never requests it.
 */
export const ESM_CDN_ORIGIN = 'https://esm.sh';

/** Packages that must exist once on a page: every other package is built against these. */
const SINGLETONS = ['react', 'react-dom'];
/**
 * Packages a pen pins without importing them, when its dependencies name them (an export on a
 * release does, src/export/release.ts): the util package rc-pagination and rc-select build on.
 */
const PINNED_INSIDE = ['rc-util', '@rc-component/util'];

/**
 * `rc-pagination/lib/locale/en_US` → `https://esm.sh/rc-pagination@4.0.4/lib/locale/en_US?deps=…`.
 * `?deps=` makes esm.sh build the package against the pen's React instead of the newest
 * one its peer range allows, so the demo and the component share one React, and against the
 * util package the export pins.
 */
export function esmCdnUrl(specifier: string, dependencies: Record<string, string>): string {
  const name = packageNameOf(specifier);
  const version = dependencies[name] ?? resolveVersion(name);
  const base = `${ESM_CDN_ORIGIN}/${name}@${version}${specifier.slice(name.length)}`;
  if (name === 'react' || isStylesheet(specifier)) return base;
  const peers = SINGLETONS.filter((peer) => peer !== name).map(
    (peer) => `${peer}@${dependencies[peer] ?? resolveVersion(peer)}`,
  );
  const pinned = PINNED_INSIDE.filter((inside) => inside !== name && dependencies[inside] && !SINGLETONS.includes(name));
  peers.push(...pinned.map((inside) => `${inside}@${dependencies[inside]}`));
  return `${base}?deps=${peers.join(',')}`;
}

export function isStylesheet(path: string): boolean {
  return /\.css$/i.test(path);
}
