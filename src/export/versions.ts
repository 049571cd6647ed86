import siteManifest from '../../package.json';

/**
 * Exact versions an exported demo installs, read from the site's own package.json so the
 * sandbox runs the very packages the site renders with and no version is written twice.
 * A unit test fails if one of them stops being an exact `x.y.z` version.
 */
export const PINNED_VERSIONS: Readonly<Record<string, string>> = {
  react: siteManifest.dependencies.react,
  'react-dom': siteManifest.dependencies['react-dom'],
  'rc-pagination': siteManifest.dependencies['rc-pagination'],
  'rc-select': siteManifest.dependencies['rc-select'],
};

/** Type packages for a `.tsx` demo; they match the pinned React's major version only. */
export const PINNED_TYPE_VERSIONS: Readonly<Record<string, string>> = {
  '@types/react': siteManifest.devDependencies['@types/react'],
  '@types/react-dom': siteManifest.devDependencies['@types/react-dom'],
};

/**
 * react-scripts runs the exported Create React App project outside the online editors;
 * 5.0.1 is its last release, and its peer range (`typescript ^3.2.1 || ^4`) is why the
 * TypeScript range below stays on major 4.
 */
export const REACT_SCRIPTS_VERSION = '5.0.1';
export const TYPESCRIPT_RANGE = '^4';
