import type { IApi, IDumiConfig } from 'dumi';

/**
 * Settings for a small first load (.dumirc.ts spreads `performanceConfig`) and a faster build
 * (maintainers/performance.md); the site works without them.
 */

/** The browsers released since early 2022: they have all the site uses (ES2020), so no polyfills. */
export const targets = { chrome: 100, edge: 100, firefox: 100, safari: 15 };

export const performanceConfig = {
  targets,
  // umi's default imports all of core-js (with proposals) for Chrome 80: about 50 KB gzipped
  polyfill: { imports: [] },
  // esbuild, umi's default, keeps the functions and exports nothing uses; swc drops them
  jsMinifier: 'swc',
  // as umi asks of its other minifiers: swc's default keeps the /*#__PURE__*/ marks
  jsMinifierOptions: { format: { comments: false } },
} satisfies Partial<IDumiConfig>;

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

/**
 * Modules that only define or re-export things, so webpack may drop what nothing uses: dumi's
 * theme API (its barrel names the StackBlitz and CodeSandbox openers) and builtins, which every
 * page imports; umi's generated `dumi` and `umi` barrels; the site's feature barrels
 * (tests/unit/structure/featureImports.test.ts) and builtins (.dumi/theme/builtins).
 */
export const SIDE_EFFECT_FREE = [
  /[\\/]node_modules[\\/]dumi[\\/](dist[\\/]client[\\/]theme-api|theme-default[\\/]builtins)[\\/].*\.js$/,
  /[\\/]\.dumi[\\/]theme[\\/]builtins[\\/][A-Za-z]+\.tsx$/,
  /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/](dumi[\\/])?exports\.ts$/,
  /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/][A-Za-z0-9]+[\\/]index\.ts$/,
];

/**
 * The swc minifier in the build's own process: terser-webpack-plugin starts one worker fewer than
 * the cores, while swc's `minify` already runs on Node's thread pool. umi names it `js-<jsMinifier>`.
 */
export function minifyInProcess(memo: Chain): Chain {
  const name = `js-${performanceConfig.jsMinifier}`;
  // webpack-chain keeps the minimizers in a map its typings do not name
  const { minimizers } = memo.optimization as unknown as { minimizers: { has(key: string): boolean } };
  if (!minimizers.has(name)) return memo;
  memo.optimization.minimizer(name).tap((args: unknown[]) => [{ ...(args[0] as object), parallel: false }, ...args.slice(1)]);
  return memo;
}

/**
 * The production build, which has no webpack cache, keeps each import's resolution by folder and
 * request (an answer depends on the folder, not the file): nothing changes while a build runs.
 * `dumi dev` keeps webpack's cache, which checks its answers again after an edit.
 */
export function cacheResolvesInBuild(memo: Chain): Chain {
  memo.resolve.set('unsafeCache', true).set('cacheWithContext', false);
  return memo;
}

export function tuneBundles(memo: Chain): Chain {
  memo.module.rule('side-effect-free').test(SIDE_EFFECT_FREE).sideEffects(false);

  minifyInProcess(memo);
  // a module every parent of an async chunk has loaded is left out of it (off by default in
  // webpack 5), or "Show code" downloads a module twice
  memo.optimization.removeAvailableModules(true);

  // `BENCH_SOURCE_MAPS=1 npx dumi build` writes source maps for scripts/bench/explore.mjs
  if (process.env.BENCH_SOURCE_MAPS) memo.devtool('source-map');
  return memo;
}

/** umi plugin: the tuning above, applied to the client and the server build. */
export default (api: IApi) => {
  api.describe({ key: 'site:bundle-targets' });
  api.chainWebpack((memo) => (api.env === 'production' ? cacheResolvesInBuild(tuneBundles(memo)) : tuneBundles(memo)));
};
