import type { IApi, IDumiConfig } from 'dumi';

/**
 * `dumi dev`: webpack writes its filesystem cache once the dev server has had no compile for a
 * minute, not a second after the first compile (maintainers/performance.md, "The
 * first edit after a cold start").
 *
 * webpack stores the cache when the compiler goes idle, after the shortest of three delays:
 * `idleTimeout` (60 s), `idleTimeoutForInitialStore` (5 s) and, after a compile that took more
 * than twice the last store, `idleTimeoutAfterLargeChanges` (1 s). A cold start's first compile
 * is such a change, so the store of all of it (9–15 s of the main thread: each module's entry
 * serialised, every file's snapshot taken) began a second after the page could show, and the
 * first demo edit waited for it: 10 s instead of about 1. With all three at a minute, edits in
 * a row never meet the store; it runs when the maintainer has paused for a minute.
 *
 * The cost: the dev server writes nothing until then, and umi's Ctrl-C ends the process without
 * writing what is pending (dumi's forkedDev exits at once), so a server stopped within a minute
 * of its last compile leaves no cache and the next start is cold.
 *
 * The same plugin has webpack keep, between rebuilds, the results of the modules an edit did not
 * reach (`reuseUnaffected` below).
 */

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
 * `dumi dev`: webpack keeps, between rebuilds, what it computed for each module that did not
 * change and imports only modules that did not change (`experiments.cacheUnaffected`, which
 * turns on the filesystem cache's `memoryCacheUnaffected`): a demo edit rebuilds a handful of
 * the 2,500 modules, and the others' code generation, hashes and export lists were computed
 * again on every rebuild. Edits shown 200-300 ms sooner (two alternating pairs of dev sessions,
 * five edits each). webpack refuses it with usedExports, mangleExports or concatenateModules,
 * none of which a development build uses.
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
