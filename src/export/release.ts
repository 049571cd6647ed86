import type { ExampleBlockAsset } from 'dumi-assets-types';
import { DEFAULT_RELEASE, releaseOf, type ReleaseId } from '../versions';
import { PINNED_VERSIONS } from './versions';

/** In either quote. */
const RC_PAGINATION_IMPORT = /(['"])rc-pagination(?=\1|\/)/g;
/** In either quote (its stylesheet too). */
const RC_SELECT_IMPORT = /(['"])rc-select(?=\1|\/)/;

type Dependencies = ExampleBlockAsset['dependencies'];

const sourcesOf = (dependencies: Dependencies) =>
  Object.values(dependencies).flatMap((dependency) => (dependency.type === 'FILE' ? [dependency.value] : []));

/**
 * A demo as it exports on `release`, every dependency pinned: that release's package (imports renamed for
 * @rc-component/pagination), its util package, and rc-select only when imported. 4.0.4's export is unchanged.
 */
export function assetOnRelease(asset: ExampleBlockAsset, release: ReleaseId): ExampleBlockAsset {
  if (release === DEFAULT_RELEASE || !asset.dependencies['rc-pagination']) return asset;
  const { pkg, version, util } = releaseOf(release);
  const dependencies: Dependencies = {};
  for (const [name, dependency] of Object.entries(asset.dependencies)) {
    if (name === 'rc-pagination') dependencies[pkg] = { type: 'NPM', value: version };
    else if (dependency.type === 'FILE' && pkg !== 'rc-pagination') {
      dependencies[name] = { ...dependency, value: dependency.value.replace(RC_PAGINATION_IMPORT, `$1${pkg}`) };
    } else if (name !== 'rc-select') dependencies[name] = dependency;
  }
  dependencies[util.name] = { type: 'NPM', value: util.version };
  if (sourcesOf(asset.dependencies).some((source) => RC_SELECT_IMPORT.test(source))) {
    dependencies['rc-select'] = { type: 'NPM', value: PINNED_VERSIONS['rc-select'] };
  }
  return { ...asset, dependencies };
}

/** For @rc-component/pagination, its imports renamed. */
export function codeOnRelease(code: string, release: ReleaseId): string {
  const { pkg } = releaseOf(release);
  return pkg === 'rc-pagination' ? code : code.replace(RC_PAGINATION_IMPORT, `$1${pkg}`);
}
