import type { IApi, IDumiConfig } from 'dumi';

/**
 * The server bundle, which prerenders the pages, without what no prerender runs
 * (maintainers/performance.md, "The build"):
 * - an empty module for each style import, as the pages link the client build's stylesheets; a
 *   `?dumi-raw` import (a demo's CSS shown as text) keeps the full rule;
 * - an empty module (browserOnlyStub.cjs) for the packages only a visitor's action runs, from an
 *   effect or a handler: html2sketch (Copy to Sketch), sucrase (the live editor), acorn (the
 *   CodePen export) and MiniSearch (search). A prerender that called one would fail the build.
 */
type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];
type Webpack = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[1]['webpack'];

/** umi's style rules (bundler-webpack's cssRules), each with a `css` oneOf. */
export const STYLE_RULES = ['css', 'less', 'sass', 'stylus'];

const EMPTY_LOADER = require.resolve('./emptyModule.cjs');

export function dropServerStyles(memo: Chain): Chain {
  for (const name of STYLE_RULES) {
    if (!memo.module.rules.has(name)) continue;
    const rule = memo.module.rule(name);
    if (!rule.oneOfs.has('css')) continue;
    rule
      .oneOf('server-no-styles')
      .before('css')
      .resourceQuery({ not: [/dumi-raw/] })
      .use('empty-module')
      .loader(EMPTY_LOADER);
  }
  return memo;
}

export const BROWSER_ONLY = ['html2sketch', 'sucrase', 'acorn', 'acorn-jsx', 'minisearch'];

/** An import of one of the BROWSER_ONLY packages, or of a file inside one. */
export const BROWSER_ONLY_REQUEST = new RegExp(`^(${BROWSER_ONLY.join('|')})(/.*)?$`);

export const STUB_FILE = require.resolve('./browserOnlyStub.cjs');

export function stubBrowserOnly(memo: Chain, webpack: Webpack): Chain {
  memo.plugin('server-browser-only').use(webpack.NormalModuleReplacementPlugin, [BROWSER_ONLY_REQUEST, STUB_FILE]);
  return memo;
}

/** umi plugin: the production server bundle only; the client build and `dumi dev` keep everything. */
export default (api: IApi) => {
  api.describe({ key: 'site:server-bundle' });
  if (api.env !== 'production') return;
  api.chainWebpack((memo, args) =>
    (args as { ssr?: boolean }).ssr ? stubBrowserOnly(dropServerStyles(memo), args.webpack) : memo,
  );
};
