import { packageNameOf } from '../demoAsset';
import { resolveVersion } from '../dependencies';

/** Appears only inside the pen's source; the site never requests it. */
export const ESM_CDN_ORIGIN = 'https://esm.sh';

/** Every other package is built against these. */
const SINGLETONS = ['react', 'react-dom'];
/** The util package rc-pagination and rc-select build on, pinned without an import when the dependencies name it. */
const PINNED_INSIDE = ['rc-util', '@rc-component/util'];

/** `rc-pagination/lib/locale/en_US` → an esm.sh URL whose `?deps=` builds it against the pen's React and util. */
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
