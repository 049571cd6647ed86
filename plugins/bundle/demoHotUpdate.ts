import type { IApi, IDumiConfig } from 'dumi';
import path from 'path';

/**
 * `dumi dev`: a demo file's edit shows in the open page without a reload (maintainers/performance.md,
 * "A demo edit"): each demo's module (`demo.tsx?techStack=react`) becomes a React Refresh boundary,
 * as umi's plugin matches `include` against the request with its query, and each page's demo
 * module accepts its own updates (./demoHotUpdate.cjs).
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
