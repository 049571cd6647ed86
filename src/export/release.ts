import type { ExampleBlockAsset } from 'dumi-assets-types';
import { DEFAULT_RELEASE, releaseOf, type ReleaseId } from '../versions';

/** An import of rc-pagination or one of its files, in either quote. */
const RC_PAGINATION_IMPORT = /(['"])rc-pagination(?=\1|\/)/g;

/**
 * A demo as it exports on `release` (issue 39): the pinned rc-pagination becomes that release's
 * version, or for @rc-component/pagination its own package, with the imports of every file
 * (the package, its locales, its stylesheet) renamed. Its util package comes with it.
 */
export function assetOnRelease(asset: ExampleBlockAsset, release: ReleaseId): ExampleBlockAsset {
  if (release === DEFAULT_RELEASE || !asset.dependencies['rc-pagination']) return asset;
  const { pkg, version } = releaseOf(release);
  const dependencies: ExampleBlockAsset['dependencies'] = {};
  for (const [name, dependency] of Object.entries(asset.dependencies)) {
    if (name === 'rc-pagination') dependencies[pkg] = { type: 'NPM', value: version };
    else if (dependency.type === 'FILE' && pkg !== 'rc-pagination') {
      dependencies[name] = { ...dependency, value: dependency.value.replace(RC_PAGINATION_IMPORT, `$1${pkg}`) };
    } else dependencies[name] = dependency;
  }
  return { ...asset, dependencies };
}

/** A file's code as it reads on `release`: for @rc-component/pagination, its imports renamed. */
export function codeOnRelease(code: string, release: ReleaseId): string {
  const { pkg } = releaseOf(release);
  return pkg === 'rc-pagination' ? code : code.replace(RC_PAGINATION_IMPORT, `$1${pkg}`);
}
