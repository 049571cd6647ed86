import type { IApi, IDumiConfig } from 'dumi';

/**
 * `dumi dev`: dumi's Markdown loader in its `dumi-md` rule goes through ./removedDemoFiles.cjs, so a
 * page whose demo imported a removed file builds again. The production build reads each file once.
 */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];
/** The part of webpack-chain's rule and use read here. */
interface ChainUse {
  name: string;
  get(key: 'loader'): string | undefined;
  loader(path: string): unknown;
}
interface ChainBranch {
  uses: { values(): ChainUse[] };
}

/** dumi's Markdown loader, as its `dumi-md` rule names it. */
export const DUMI_MD_LOADER: string = require('./removedDemoFiles.cjs').DUMI_MD_LOADER;
const GUARD = require.resolve('./removedDemoFiles.cjs');

/** The names of the loader uses that now go through the site's loader. */
export function guardRemovedDemoFiles(memo: Chain): string[] {
  if (!memo.module.rules.has('dumi-md')) return [];
  const swapped: string[] = [];
  const rule = memo.module.rule('dumi-md');
  for (const oneOf of rule.oneOfs.values() as unknown as ChainBranch[]) {
    for (const use of oneOf.uses.values()) {
      if (use.get('loader') !== DUMI_MD_LOADER) continue;
      use.loader(GUARD);
      swapped.push(use.name);
    }
  }
  return swapped;
}

/** umi plugin: the dev server's config only. */
export default (api: IApi) => {
  api.describe({ key: 'site:removedDemoFiles' });
  if (api.env !== 'development') return;
  api.chainWebpack((memo) => {
    guardRemovedDemoFiles(memo);
    return memo;
  });
};
