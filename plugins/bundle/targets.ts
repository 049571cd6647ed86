import type { IApi, IDumiConfig } from 'dumi';

/**
 * Build settings that keep the first load small, measured with `npm run bench` (Lighthouse) and
 * `node scripts/bench/explore.mjs` (what each package costs): .dumirc.ts spreads
 * `performanceConfig`, and this module's plugin tunes webpack's rules; two settings make the
 * production build itself faster (`minifyInProcess`, `cacheResolvesInBuild`). Nothing
 * here is needed for the site to work; the patches it cannot do without are in
 * plugins/patches/index.ts.
 */

/**
 * The browsers the site is built for: those released since early 2022. Everything the site's
 * code uses exists there natively (TypeScript checks against the ES2020 library), so no
 * polyfills are shipped.
 */
export const targets = { chrome: 100, edge: 100, firefox: 100, safari: 15 };

export const performanceConfig = {
  targets,
  // umi's default imports all of core-js (with proposals) for Chrome 80: about 50 KB gzipped
  polyfill: { imports: [] },
  // umi's default, esbuild, minifies each chunk without dropping the functions and exports
  // nothing uses (webpack leaves that to the minifier): swc does, 10% smaller, nearly as fast
  jsMinifier: 'swc',
  // umi asks its other minifiers to drop every comment, swc it leaves at its default, which
  // keeps the transpiler's /*#__PURE__*/ marks in the shipped code: 0.4 KiB of a demo page's
  // first-load script, of use to no later step
  jsMinifierOptions: { format: { comments: false } },
} satisfies Partial<IDumiConfig>;

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

/**
 * Modules that only define things, so webpack may drop those nothing uses:
 * - dumi's theme API: its barrel re-exports openStackBlitz/openCodeSandbox (pulling in
 *   @stackblitz/sdk, lz-string, codesandbox-import-utils), live demos and dumi's own search;
 * - dumi's builtins: every markdown page imports all of them (CodeGroup with rc-tabs, Tree with
 *   rc-tree, API...) whether it renders them or not;
 * - the `dumi` and `umi` barrels umi generates (re-exports only): while they count as having
 *   side effects, everything they re-export lands in the first chunk;
 * - the site's own feature barrels, src/<feature>/index.ts (re-exports and loader functions only,
 *   tests/unit/structure/featureImports.test.ts): a part that imports one name from
 *   `@site/codeView` gets that module, not every module the index names (and their stylesheets);
 * - the site's own builtins, .dumi/theme/builtins/*.tsx (re-exports only): every markdown page
 *   imports them too, and the Versions page's MovingReleases (5 KiB gzipped) belongs to it alone.
 */
export const SIDE_EFFECT_FREE = [
  /[\\/]node_modules[\\/]dumi[\\/](dist[\\/]client[\\/]theme-api|theme-default[\\/]builtins)[\\/].*\.js$/,
  /[\\/]\.dumi[\\/]theme[\\/]builtins[\\/][A-Za-z]+\.tsx$/,
  /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/](dumi[\\/])?exports\.ts$/,
  /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/][A-Za-z0-9]+[\\/]index\.ts$/,
];

/**
 * The swc minifier in the build's own process. terser-webpack-plugin starts at most
 * one worker process fewer than the machine has cores: on 2 cores, one, which minified every
 * chunk in turn while the build's main thread waited (4.5 s of the client bundle). swc's
 * `minify` already runs on Node's thread pool; without workers, the plugin hands it every chunk
 * at once, and it keeps all the cores busy (up to the pool's four threads): 2 s less on 2
 * cores, the same files. umi names the minimizer `js-<jsMinifier>`.
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
 * The production build keeps each import's resolution for the rest of its compile.
 * A build has no webpack cache (umi passes none, and webpack's production default is none), so
 * webpack's resolver answered every import afresh: each of the thousands of `import React
 * from 'react'` walked the alias, extension and description-file steps again (doResolve, 1-1.3 s
 * of each bundle's main thread). enhanced-resolve's `unsafeCache` keeps a successful answer by
 * the importing folder and the request, and `cacheWithContext: false` leaves the importing file
 * out of that key (the answer depends on the folder, not the file; options that differ by rule
 * get a resolver, and a cache, of their own). Nothing changes while a build runs, so the kept
 * answers hold: 1.5 s less over both bundles, the same files. `dumi dev` keeps webpack's own
 * cache, which checks its answers again after an edit.
 */
export function cacheResolvesInBuild(memo: Chain): Chain {
  memo.resolve.set('unsafeCache', true).set('cacheWithContext', false);
  return memo;
}

export function tuneBundles(memo: Chain): Chain {
  memo.module.rule('side-effect-free').test(SIDE_EFFECT_FREE).sideEffects(false);

  minifyInProcess(memo);
  // a module every parent of an async chunk has already loaded is left out of it (webpack 5
  // turned this off by default for build speed): "Show code" downloaded the code view's Trojan
  // Source marks twice, with the code panel and again with Prism's chunk
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
