// @vitest-environment node
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRequire } from 'module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import removedDemoFilesPlugin, { DUMI_MD_LOADER, guardRemovedDemoFiles } from '../../../plugins/bundle/devServer';

const require = createRequire(import.meta.url);
const { withRemovedFilesAsEmpty, removedFileOf } = require('../../../plugins/bundle/removedDemoFiles.cjs') as {
  withRemovedFilesAsEmpty(loader: (...args: never[]) => unknown, context: object, args: unknown[]): unknown;
  removedFileOf(error: unknown): string | undefined;
};
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
type Chain = Parameters<typeof guardRemovedDemoFiles>[0];

let folder = '';
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'removed-demo-files-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * A loader shaped as dumi's: it reads each file its last run recorded before anything else, in
 * a function named as dumi's is, and remembers the files of this run (here: `next`).
 */
function dumiLikeLoader(recorded: { deps: string[] }, next: string[]) {
  function getDepsCacheKey(deps: string[]) {
    return deps.map((file) => `${file}:${fs.readFileSync(file, 'utf-8').length}`).join('|');
  }
  return function loader(this: { built: string[] }, content: string) {
    const key = getDepsCacheKey(recorded.deps);
    recorded.deps = next;
    this.built.push(`${content} [${key}]`);
    return key;
  };
}

describe('a page whose demo imported a removed file', () => {
  it('is built again, the removed file read as empty text, and its list renewed', () => {
    const kept = path.join(folder, 'kept.ts');
    const removed = path.join(folder, 'removed.ts');
    fs.writeFileSync(kept, 'export const a = 1;');
    const recorded = { deps: [kept, removed] };
    const context = { built: [] as string[] };
    const key = withRemovedFilesAsEmpty(dumiLikeLoader(recorded, [kept]), context, ['page']);
    expect(key).toBe(`${kept}:19|${removed}:0`);
    expect(context.built).toEqual([`page [${kept}:19|${removed}:0]`]);
    // the next run reads the renewed list: no guard needed
    expect(withRemovedFilesAsEmpty(dumiLikeLoader(recorded, [kept]), context, ['page'])).toBe(`${kept}:19`);
  });

  it('without the guard, fails on every run (what dumi does)', () => {
    const recorded = { deps: [path.join(folder, 'gone.ts')] };
    const loader = dumiLikeLoader(recorded, []);
    expect(() => loader.call({ built: [] }, 'page')).toThrow(/ENOENT/);
    expect(removedFileOf(catchError(() => dumiLikeLoader({ deps: [path.join(folder, 'gone.ts')] }, []).call({ built: [] }, 'page')))).toBe(
      path.join(folder, 'gone.ts'),
    );
  });

  it('leaves every other error as it is, and readFileSync as it was', () => {
    const read = fs.readFileSync;
    const elsewhere = () => fs.readFileSync(path.join(folder, 'read-elsewhere.ts'), 'utf-8');
    expect(() => withRemovedFilesAsEmpty(elsewhere, {}, [])).toThrow(/ENOENT/);
    expect(() =>
      withRemovedFilesAsEmpty(() => {
        throw new Error('a syntax error in the page');
      }, {}, []),
    ).toThrow('a syntax error in the page');
    expect(fs.readFileSync).toBe(read);
  });

  it('reads a missing file as empty only during the call that found it missing', () => {
    const gone = path.join(folder, 'later.ts');
    const reads: string[] = [];
    withRemovedFilesAsEmpty(
      dumiLikeLoader({ deps: [gone] }, []),
      { built: reads },
      ['page'],
    );
    expect(() => fs.readFileSync(gone, 'utf-8')).toThrow(/ENOENT/);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** dumi's `dumi-md` rule as dumi 2.4 adds it (dist/features/compile/index.js). */
function dumiMdRule(): Chain {
  const memo = new Config();
  const rule = memo.module.rule('dumi-md').test(/\.md$/);
  for (const type of ['frontmatter', 'text', 'demo-index']) {
    rule.oneOf(`md-${type}`).resourceQuery(new RegExp(`${type}$`)).use(`md-${type}-loader`).loader(DUMI_MD_LOADER).options({ mode: type });
  }
  rule.oneOf('md-demo').resourceQuery(/demo$/).use('babel-loader').loader('babel-loader').end().use('md-demo-loader').loader(DUMI_MD_LOADER).options({ mode: 'demo' });
  rule.oneOf('md').use('babel-loader').loader('babel-loader').end().use('md-loader').loader(DUMI_MD_LOADER).options({ builtins: {} });
  return memo;
}

describe("the dev server's Markdown rule", () => {
  it("sends each use of dumi's loader through the guard, with dumi's options, and no other loader", () => {
    const memo = dumiMdRule();
    expect(guardRemovedDemoFiles(memo)).toEqual(['md-frontmatter-loader', 'md-text-loader', 'md-demo-index-loader', 'md-demo-loader', 'md-loader']);
    const rules = memo.toConfig().module!.rules as { oneOf: { use: { loader: string; options?: object }[] }[] }[];
    const uses = rules[0].oneOf.flatMap((branch) => branch.use);
    const guard = require.resolve('../../../plugins/bundle/removedDemoFiles.cjs');
    expect(uses.filter((use) => use.loader === guard)).toHaveLength(5);
    expect(uses.filter((use) => use.loader === 'babel-loader')).toHaveLength(2);
    expect(uses.find((use) => use.loader === guard)?.options).toEqual({ mode: 'frontmatter' });
  });

  it("names dumi's installed loader, which the guard calls (its default export: plugins/compat/registry.cjs)", () => {
    expect(DUMI_MD_LOADER).toBe(require.resolve('dumi/dist/loaders/markdown'));
  });

  it('changes the dev server only', () => {
    for (const env of ['development', 'production'] as const) {
      const chainWebpack = vi.fn();
      removedDemoFilesPlugin({ env, describe: vi.fn(), chainWebpack } as unknown as IApi);
      expect(chainWebpack).toHaveBeenCalledTimes(env === 'development' ? 1 : 0);
    }
  });
});
