/**
 * umi's routePreloadOnLoad reads four fields of each chunk with `stats.toJson()`, no options, which
 * describes the whole build: while umi's `onBuildComplete` hooks run, such a call gets those fields
 * only. Registered as routePreloadStats in plugins/compat/registry.cjs.
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
