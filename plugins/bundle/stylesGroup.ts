import type { IApi } from 'dumi';
import { withCacheGroup, type WebpackConfig } from './cacheGroups';

/**
 * umi's SSR feature gathers every stylesheet of the client build into its entry chunk (a cache
 * group named `styles` that tests the module's file name for `.css`, `.less`...), so the
 * prerendered pages can link one stylesheet. The test reads the file name without its query,
 * so it also took the demos' source texts that dumi imports as `size-changer.css?dumi-raw` for
 * the code view: 3.4 KB of CSS source as JavaScript strings (1.1 KB gzipped) in the entry
 * script of every page, found with scripts/bench/explore.mjs. Here the group takes stylesheets
 * only, and those texts stay in the data chunks of the pages that show them.
 * Production client build only, like the group itself.
 */
const STYLESHEET = /\.(less|css|scss|sass)$/;
const RAW_SOURCE = /[?&]dumi-raw\b/;

interface ModuleLike {
  nameForCondition?: () => string | null;
  resource?: string;
}

/** A stylesheet module, not a source text imported with dumi's `?dumi-raw` query. */
export function isStylesheet(module: ModuleLike): boolean {
  const name = module.nameForCondition?.() ?? '';
  return STYLESHEET.test(name) && !RAW_SOURCE.test(module.resource ?? '');
}

/** The client build's settings with umi's styles group limited to stylesheets. */
export function withStylesheetsOnly<T extends WebpackConfig>(config: T): T {
  const splitChunks = config.optimization?.splitChunks;
  const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
  if (!styles || typeof styles !== 'object') return config;
  return withCacheGroup(config, 'styles', { ...styles, test: isStylesheet });
}

export default (api: IApi) => {
  api.describe({ key: 'site:styles-group' });
  if (api.env !== 'production') return;

  api.modifyWebpackConfig({
    // after umi's SSR feature, which adds the group
    stage: Number.MAX_SAFE_INTEGER,
    fn: (config) => {
      if (config.target === 'node') return config;
      const tuned = withStylesheetsOnly(config);
      if (tuned === config) throw new Error("stylesGroup: umi's styles cache group not found");
      return tuned;
    },
  });
};
