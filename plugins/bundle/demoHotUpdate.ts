import type { IApi, IDumiConfig } from 'dumi';
import path from 'path';

/**
 * `dumi dev`: an edit of a demo file shows in the open page without a reload, the code view
 * with it (maintainers/performance.md, "A demo edit"). Two changes to the dev
 * server's config, none to the production build's:
 * - each demo's own module (`demo.tsx?techStack=react`, which dumi's demo index loads) becomes a
 *   React Refresh boundary: umi's React Refresh plugin adds its runtime only to modules whose
 *   request, query included, matches `include`, and dumi's pattern ends in the extension;
 * - each page's demo module (`page.md?type=demo`) accepts its own updates (./demoHotUpdate.cjs and
 *   src/runtime/demoUpdates.ts), so a demo's changed source text (`demo.tsx?dumi-raw`) stops there.
 * Without them the update went up to the page module, which React Refresh ran again while the
 * page kept the demo it had: the edit did not show until a reload.
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

/** umi plugin: the dev server's config only. */
export default (api: IApi) => {
  api.describe({ key: 'site:demoHotUpdate' });
  if (api.env !== 'development') return;
  api.chainWebpack((memo) => wireDemoHotUpdate(memo));
};
