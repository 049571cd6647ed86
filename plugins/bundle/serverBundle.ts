import type { IApi, IDumiConfig } from 'dumi';

/**
 * The server bundle, which prerenders the pages, gets an empty module for each style import: the
 * pages link the client build's stylesheets. A `?dumi-raw` import (a demo's CSS shown as text)
 * keeps the full rule.
 */
type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

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

/** umi plugin: the production server bundle only; the client build and `dumi dev` keep their styles. */
export default (api: IApi) => {
  api.describe({ key: 'site:server-styles' });
  if (api.env !== 'production') return;
  api.chainWebpack((memo, args) => ((args as { ssr?: boolean }).ssr ? dropServerStyles(memo) : memo));
};
