import type { IApi, IDumiConfig } from 'dumi';

/**
 * The server bundle (umi's SSR build, which prerenders the pages) leaves out the packages that
 * run in the browser only, once a visitor asks for them: html2sketch (Copy to Sketch)
 * with the CSS and SVG tools it brings (css-tree, mdn-data, csso, svgo), sucrase (the JavaScript
 * view, the live editor's compile and checks), acorn (the CodePen export) and MiniSearch (search).
 * They are about half of what webpack reads for the server bundle (4.5 of 9.2 MB), and no
 * prerendered page runs them: each is called from an effect or an event handler. Each import of
 * them there gets an empty CommonJS module (browserOnlyStub.cjs), through webpack's own
 * NormalModuleReplacementPlugin. A prerender that called one would fail the build. The client
 * bundle and `dumi dev` keep them all.
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
