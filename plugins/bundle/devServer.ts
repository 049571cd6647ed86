import type { IApi, IDumiConfig } from 'dumi';
import path from 'path';

/**
 * `dumi dev` only: what shortens a demo edit and keeps it working (maintainers/performance.md, "A
 * demo edit"): the edit shown in the open page without a reload, webpack's cache written when idle
 * and unaffected modules kept between rebuilds, and a page that builds again after a file its demo
 * imported was removed.
 */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

const ROOT = path.join(__dirname, '../..');

/** A demo file's module as dumi's demo index imports it. */
export const DEMO_MODULE = /\.[jt]sx?\?techStack=[\w-]+$/i;
/** umi's React Refresh plugin's own default, when nothing set `include`. */
const REFRESH_DEFAULT = /\.([cm]js|[jt]sx?|flow)$/i;

interface RefreshOptions {
  include?: RegExp | string | Array<RegExp | string>;
  [key: string]: unknown;
}

/** React Refresh's options with the demo modules included. */
export function withDemoModules(options: RefreshOptions = {}): RefreshOptions {
  const include = options.include ?? REFRESH_DEFAULT;
  return { ...options, include: [...(Array.isArray(include) ? include : [include]), DEMO_MODULE] };
}

/**
 * Each demo's module (`demo.tsx?techStack=react`) becomes a React Refresh boundary, as umi's plugin
 * matches `include` against the request with its query, and each page's demo module accepts its
 * own updates (./demoHotUpdate.cjs).
 */
export function wireDemoHotUpdate(memo: Chain): Chain {
  if (memo.plugins.has('fastRefresh')) {
    memo.plugin('fastRefresh').tap(([options]: RefreshOptions[]) => [withDemoModules(options)]);
  }
  memo.module
    .rule('demo-hot-update')
    .test(/\.md$/)
    .resourceQuery(/[?&]type=demo$/)
    .enforce('post')
    .use('demo-hot-update')
    .loader(require.resolve('./demoHotUpdate.cjs'))
    .options({ store: path.join(ROOT, 'src/runtime/demoUpdates.ts').split(path.sep).join('/') });
  return memo;
}

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

/** Webpack keeps each unaffected module's results between rebuilds (`experiments.cacheUnaffected`). */
export function reuseUnaffected(memo: Chain): Chain {
  const experiments = (memo.get('experiments') ?? {}) as Record<string, unknown>;
  return memo.experiments({ ...experiments, cacheUnaffected: true });
}

/** The part of webpack-chain's rule and use read here. */
interface ChainUse {
  name: string;
  get(key: 'loader'): string | undefined;
  loader(path: string): unknown;
}
interface ChainBranch {
  uses: { values(): ChainUse[] };
}

/** dumi's Markdown loader, as its `dumi-md` rule names it. */
export const DUMI_MD_LOADER: string = require('./removedDemoFiles.cjs').DUMI_MD_LOADER;
const GUARD = require.resolve('./removedDemoFiles.cjs');

/**
 * Each use of dumi's Markdown loader in its `dumi-md` rule goes through ./removedDemoFiles.cjs, with
 * dumi's options; returns the names of those uses.
 */
export function guardRemovedDemoFiles(memo: Chain): string[] {
  if (!memo.module.rules.has('dumi-md')) return [];
  const swapped: string[] = [];
  const rule = memo.module.rule('dumi-md');
  for (const oneOf of rule.oneOfs.values() as unknown as ChainBranch[]) {
    for (const use of oneOf.uses.values()) {
      if (use.get('loader') !== DUMI_MD_LOADER) continue;
      use.loader(GUARD);
      swapped.push(use.name);
    }
  }
  return swapped;
}

/** umi plugin: the dev server's config only. */
export default (api: IApi) => {
  api.describe({ key: 'site:devServer' });
  if (api.env !== 'development') return;
  api.chainWebpack((memo) => {
    reuseUnaffected(storeCacheWhenIdle(wireDemoHotUpdate(memo)));
    guardRemovedDemoFiles(memo);
    return memo;
  });
};
