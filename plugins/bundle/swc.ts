import type { IApi, IDumiConfig } from 'dumi';
import type { Options as SwcOptions } from '@swc/core';
import { targets } from './targets';

/**
 * swc instead of babel for the site, its pages and demos (umi's `srcTranspiler: 'swc'` leaves dumi's
 * Markdown rules without a loader), doing what umi's babel preset did; any other babel preset or
 * plugin stops the build (`uncoveredBabelParts`).
 */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

export type Syntax = 'typescript' | 'tsx' | 'jsx';

const browsers = Object.fromEntries(Object.entries(targets).map(([name, version]) => [name, String(version)]));

/** Which build the options are for: `dev` adds React Refresh and React's development JSX. */
export interface SwcMode {
  dev?: boolean;
}

/** swc's options for one syntax: the parser differs, the output is the same. */
export function swcOptions(syntax: Syntax, { dev = false }: SwcMode = {}): SwcOptions {
  return {
    swcrc: false,
    configFile: false,
    // like babel's sourceType 'unambiguous': a file with no import or export is a script
    isModule: 'unknown',
    // bugfixes, as umi's babel preset: a syntax one target half supports is lowered only as far
    // as its bug needs (Safari 15's destructured parameters stay as they are)
    env: { targets: browsers, bugfixes: true },
    jsc: {
      parser:
        syntax === 'jsx'
          ? { syntax: 'ecmascript', jsx: true }
          : { syntax: 'typescript', tsx: syntax === 'tsx' },
      transform: { react: { runtime: 'automatic', development: dev, ...(dev ? { refresh: true } : {}) } },
    },
  };
}

/** The babel parts the swc options above stand in for: umi's preset and what umi adds to it. */
const COVERED = [
  /[\\/]@umijs[\\/]babel-preset-umi[\\/]/,
  // umi's code check, a preset that carries one plugin whose options name `onCheckCode`
  /onCheckCode/,
  // the server bundle's import() → require()
  /umi-server-dynamic-import-node/,
];

/** What the development options add: swc's React Refresh transform stands in for babel's. */
const COVERED_IN_DEV = [/[\\/]react-refresh[\\/]babel/];

/** The names of babel's presets and plugins in these options that swc does not cover. */
export function uncoveredBabelParts(
  options: { presets?: unknown[]; plugins?: unknown[] },
  { dev = false }: SwcMode = {},
): string[] {
  const parts = [...(options.presets ?? []), ...(options.plugins ?? [])];
  const covered = dev ? [...COVERED, ...COVERED_IN_DEV] : COVERED;
  return parts
    .map((part) => JSON.stringify(part, (_key, value) => (typeof value === 'function' ? '[function]' : value)))
    .filter((text) => !covered.some((one) => one.test(text)));
}

/** The part of webpack-chain's rule API used here (its typings return tuples for values()). */
interface ChainUse {
  get(key: 'loader' | 'options'): unknown;
  loader(path: string): ChainUse;
  options(options: unknown): ChainUse;
}
interface ChainRule {
  get(key: 'test'): unknown;
  uses: { values(): ChainUse[]; entries(): Record<string, ChainUse> | undefined; delete(name: string): unknown };
  oneOfs: { values(): ChainRule[] };
  oneOf(name: string): ChainRule & {
    test(test: RegExp): ChainRule & { use(name: string): ChainUse };
    use(name: string): ChainUse;
  };
}

const SWC_LOADER = require.resolve('swc-loader');
const isBabel = (use: ChainUse) => String(use.get('loader')).includes('babel-loader');
const matches = (test: unknown, file: string): boolean =>
  test instanceof RegExp ? test.test(file) : Array.isArray(test) && test.some((one) => matches(one, file));

function checkOptions(use: ChainUse, mode: SwcMode) {
  const uncovered = uncoveredBabelParts((use.get('options') ?? {}) as { presets?: unknown[]; plugins?: unknown[] }, mode);
  if (uncovered.length) {
    throw new Error(
      `plugins/bundle/swc.ts: babel-loader carries ${uncovered.join(', ')}, which swc does not do; ` +
        'add its swc equivalent to swcOptions, or list it as covered if the site does not need it',
    );
  }
}

/** Every babel-loader becomes swc-loader; a rule that may match TypeScript gets one `oneOf` per syntax. */
function swapRule(rule: ChainRule, inheritedTest: unknown, mode: SwcMode) {
  const test = rule.get('test') ?? inheritedTest;
  const babel = rule.uses.values().filter(isBabel);
  for (const use of babel) checkOptions(use, mode);
  if (babel.length && (matches(test, 'a.ts') || matches(test, 'a.tsx'))) {
    const names = Object.keys(rule.uses.entries() ?? {});
    if (names.length !== 1) throw new Error('plugins/bundle/swc.ts: a TypeScript rule with loaders besides babel');
    rule.uses.delete(names[0]);
    rule.oneOf('swc-ts').test(/\.ts$/).use('swc-loader').loader(SWC_LOADER).options(swcOptions('typescript', mode));
    rule.oneOf('swc-tsx').test(/\.tsx$/).use('swc-loader').loader(SWC_LOADER).options(swcOptions('tsx', mode));
    rule.oneOf('swc-jsx').use('swc-loader').loader(SWC_LOADER).options(swcOptions('jsx', mode));
  } else {
    for (const use of babel) use.loader(SWC_LOADER).options(swcOptions('jsx', mode));
  }
  for (const oneOf of rule.oneOfs.values()) swapRule(oneOf, test, mode);
}

export function useSwc(memo: Chain, mode: SwcMode = {}): Chain {
  // dumi's null loader gives a page's `?watch=parent` imports no source, which swc refuses:
  // they get a `oneOf` of their own, first, with no loader
  if (memo.module.rules.has('dumi-md')) {
    const md = memo.module.rule('dumi-md');
    const [first] = Object.keys(md.oneOfs.entries() ?? {});
    md.oneOf('watch-parent').resourceQuery(/watch=parent/).before(first);
  }
  for (const rule of memo.module.rules.values() as unknown as ChainRule[]) swapRule(rule, undefined, mode);
  return memo;
}

/**
 * umi plugin: swc in the production build's client and server bundles, and in `dumi dev`.
 * `DEV_BABEL=1 npx dumi dev` keeps umi's babel in the dev server (to compare, or to rule swc out).
 */
export default (api: IApi) => {
  api.describe({ key: 'site:bundle-swc' });
  if (api.env === 'development' && process.env.DEV_BABEL) return;
  api.chainWebpack((memo) => useSwc(memo, { dev: api.env === 'development' }));
};
