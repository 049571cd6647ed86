import siteManifest from '../../package.json';

/** Exact versions, read from the site's package.json (a unit test holds each to `x.y.z`). */
export const PINNED_VERSIONS: Readonly<Record<string, string>> = {
  react: siteManifest.dependencies.react,
  'react-dom': siteManifest.dependencies['react-dom'],
  'rc-pagination': siteManifest.dependencies['rc-pagination'],
  'rc-select': siteManifest.dependencies['rc-select'],
};

/** They match the pinned React's major only. */
export const PINNED_TYPE_VERSIONS: Readonly<Record<string, string>> = {
  '@types/react': siteManifest.devDependencies['@types/react'],
  '@types/react-dom': siteManifest.devDependencies['@types/react-dom'],
};

/** The last react-scripts; its peer range (`typescript ^3.2.1 || ^4`) keeps TypeScript on 4. */
export const REACT_SCRIPTS_VERSION = '5.0.1';
export const TYPESCRIPT_RANGE = '^4';
