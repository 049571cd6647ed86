import type { IApi } from 'dumi';

/** The part of a webpack configuration the build plugins change: split-chunk cache groups. */
export type WebpackConfig = {
  target?: unknown;
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
};

/** A copy of the configuration with one cache group set (added or replaced), the rest kept. */
export function withCacheGroup<T extends WebpackConfig>(config: T, name: string, group: object): T {
  const splitChunks = config.optimization?.splitChunks || {};
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, [name]: group } },
    },
  };
}

/**
 * Changes the production client build's split-chunk settings after umi's SSR feature, which
 * replaces the client build's cache groups; the server bundle is left alone.
 */
export function modifyClientSplitChunks(api: IApi, change: <T extends WebpackConfig>(config: T) => T): void {
  api.modifyWebpackConfig({
    stage: Number.MAX_SAFE_INTEGER,
    fn: (config) => (config.target === 'node' ? config : change(config)),
  });
}
