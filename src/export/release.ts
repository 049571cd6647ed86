import type { ExampleBlockAsset } from 'dumi-assets-types';
import { DEFAULT_RELEASE, releaseOf, type ReleaseId } from '../versions';
import { PINNED_VERSIONS } from './versions';

/** An import of rc-pagination or one of its files, in either quote. */
const RC_PAGINATION_IMPORT = /(['"])rc-pagination(?=\1|\/)/g;
/** An import of rc-select or one of its files (its stylesheet), in either quote. */
const RC_SELECT_IMPORT = /(['"])rc-select(?=\1|\/)/;

type Dependencies = ExampleBlockAsset['dependencies'];

const sourcesOf = (dependencies: Dependencies) =>
  Object.values(dependencies).flatMap((dependency) => (dependency.type === 'FILE' ? [dependency.value] : []));

/**
 * A demo as it exports on `release`, every dependency pinned: that release's
 * rc-pagination, or for @rc-component/pagination its own package, with the imports of every
 * file (the package, its locales, its stylesheet) renamed; the util package (rc-util or
 * @rc-component/util) at the version the site installs for the release; rc-select, at the
 * site's version, only when the demo's code imports it. On 4.0.4, the release the site
 * documents, the export is the one the site has always made: react, react-dom, rc-pagination
 * 4.0.4 and rc-select where imported, rc-util coming with rc-pagination's own range.
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

/** A file's code as it reads on `release`: for @rc-component/pagination, its imports renamed. */
export function codeOnRelease(code: string, release: ReleaseId): string {
  const { pkg } = releaseOf(release);
  return pkg === 'rc-pagination' ? code : code.replace(RC_PAGINATION_IMPORT, `$1${pkg}`);
}
