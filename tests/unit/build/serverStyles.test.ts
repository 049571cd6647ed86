// @vitest-environment node
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { dropServerStyles, STYLE_RULES } from '../../../plugins/bundle/serverBundle';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
type Chain = Parameters<typeof dropServerStyles>[0] & { toConfig(): { module: { rules: WebpackRule[] } } };
interface WebpackRule {
  test?: RegExp;
  resourceQuery?: unknown;
  use?: { loader: string }[];
  oneOf?: WebpackRule[];
}
const emptyModule = require('../../../plugins/bundle/emptyModule.cjs') as () => string;

/** umi's style rules as bundler-webpack builds them: a `css` oneOf with the extract, css and postcss loaders. */
function umiStyles(): Chain {
  const config = new Config();
  for (const [name, test] of [
    ['css', /\.css(\?.*)?$/],
    ['less', /\.less(\?.*)?$/],
  ] as const) {
    const css = config.module.rule(name).test(test).oneOf('css').sideEffects(true);
    css.use('mini-css-extract-plugin').loader('mini-css-extract-plugin/loader');
    css.use('css-loader').loader('css-loader');
    css.use('postcss-loader').loader('postcss-loader');
  }
  return config;
}

describe('dropServerStyles: no style pipeline in the server bundle', () => {
  const rules = (dropServerStyles(umiStyles()) as Chain).toConfig().module.rules;

  it('answers every style import with an empty module before the style pipeline', () => {
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      const [first, second] = rule.oneOf!;
      expect(first.use!.map((use: { loader: string }) => use.loader)).toEqual([expect.stringMatching(/emptyModule\.cjs$/)]);
      expect(second.use!.map((use: { loader: string }) => use.loader)).toEqual(['mini-css-extract-plugin/loader', 'css-loader', 'postcss-loader']);
    }
    expect(emptyModule()).toBe('');
  });

  it("leaves a demo's stylesheet read as text (?dumi-raw) to the full rule", () => {
    const [first] = rules[0].oneOf!;
    const { not } = first.resourceQuery as { not: RegExp[] };
    expect(not.some((query) => query.test('?dumi-raw'))).toBe(true);
    expect(not.some((query) => query.test(''))).toBe(false);
  });

  it("names umi's style rules", () => {
    expect(STYLE_RULES).toEqual(['css', 'less', 'sass', 'stylus']);
  });
});
