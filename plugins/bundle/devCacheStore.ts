import type { IApi, IDumiConfig } from 'dumi';

/** `dumi dev`: webpack's cache written when idle; why and the cost: maintainers/performance.md, "A demo edit". */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

/** How long the dev server stays without a compile before webpack writes its cache. */
export const STORE_AFTER_IDLE_MS = 60_000;

/** The dev server's cache options with every store delay at STORE_AFTER_IDLE_MS. */
export function storeCacheWhenIdle(memo: Chain): Chain {
  const cache = memo.get('cache') as { type?: string } | boolean | undefined;
  if (!cache || typeof cache !== 'object' || cache.type !== 'filesystem') return memo;
  return memo.cache({
    ...cache,
    idleTimeout: STORE_AFTER_IDLE_MS,
    idleTimeoutForInitialStore: STORE_AFTER_IDLE_MS,
    idleTimeoutAfterLargeChanges: STORE_AFTER_IDLE_MS,
  } as Parameters<Chain['cache']>[0]);
}

/**
 * `dumi dev`: webpack keeps each unaffected module's results between rebuilds
 * (`experiments.cacheUnaffected`), which a demo edit's rebuild would otherwise compute again.
 */
export function reuseUnaffected(memo: Chain): Chain {
  const experiments = (memo.get('experiments') ?? {}) as Record<string, unknown>;
  return memo.experiments({ ...experiments, cacheUnaffected: true });
}

/** umi plugin: the dev server's config only. */
export default (api: IApi) => {
  api.describe({ key: 'site:devCacheStore' });
  if (api.env !== 'development') return;
  api.chainWebpack((memo) => reuseUnaffected(storeCacheWhenIdle(memo)));
};
