import type { IApi, IDumiConfig } from 'dumi';

/**
 * The server bundle, which prerenders the pages, gets an empty module (browserOnlyStub.cjs) for
 * the packages only a visitor's action runs, from an effect or a handler: html2sketch (Copy to
 * Sketch), sucrase (the live editor), acorn (the CodePen export) and MiniSearch (search). A
 * prerender that called one would fail the build (maintainers/performance.md, "The build").
 */
type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];
type Webpack = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[1]['webpack'];

export const BROWSER_ONLY = ['html2sketch', 'sucrase', 'acorn', 'acorn-jsx', 'minisearch'];

/** An import of one of the BROWSER_ONLY packages, or of a file inside one. */
export const BROWSER_ONLY_REQUEST = new RegExp(`^(${BROWSER_ONLY.join('|')})(/.*)?$`);

export const STUB_FILE = require.resolve('./browserOnlyStub.cjs');

export function stubBrowserOnly(memo: Chain, webpack: Webpack): Chain {
  memo.plugin('server-browser-only').use(webpack.NormalModuleReplacementPlugin, [BROWSER_ONLY_REQUEST, STUB_FILE]);
  return memo;
}

/** umi plugin: the production server bundle only. */
export default (api: IApi) => {
  api.describe({ key: 'site:serverBrowserOnly' });
  if (api.env !== 'production') return;
  api.chainWebpack((memo, args) => ((args as { ssr?: boolean }).ssr ? stubBrowserOnly(memo, args.webpack) : memo));
};
