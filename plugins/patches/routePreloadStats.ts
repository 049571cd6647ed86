/**
 * umi's routePreloadOnLoad feature (its preload_helper.js) reads the finished client build's
 * chunks with `stats.toJson()`, no options: webpack then describes every module, asset and
 * reason of the build, about 3 s on 2 cores, to take four fields of each chunk. While umi's
 * `onBuildComplete` hooks run, a call without options gets those fields only; any other call,
 * and every call once the hooks are done, gets webpack's own answer. Registered in
 * plugins/compat/registry.cjs (routePreloadStats), which checks what umi reads.
 */

/** What routePreloadOnLoad reads of each chunk: entry, files, id and origins (moduleName, request). */
export const ROUTE_PRELOAD_STATS = { all: false, chunks: true, chunkOrigins: true, ids: true } as const;

interface Stats {
  toJson(options?: unknown): unknown;
}

/**
 * Makes `stats.toJson()` (no options) answer with ROUTE_PRELOAD_STATS; returns the function
 * that puts webpack's own back. A stats object without toJson (another bundler) is left alone.
 */
export function narrowStatsJson(stats: unknown): () => void {
  if (!stats || typeof (stats as Stats).toJson !== 'function') return () => {};
  const target = stats as Stats;
  const own = Object.prototype.hasOwnProperty.call(target, 'toJson');
  const original = target.toJson;
  target.toJson = function toJson(options?: unknown) {
    return original.call(this, options === undefined ? ROUTE_PRELOAD_STATS : options);
  };
  return () => {
    if (own) target.toJson = original;
    else delete (target as Partial<Stats>).toJson;
  };
}
