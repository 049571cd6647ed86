// @vitest-environment node
import { createRequire } from 'module';
import { describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import devCacheStorePlugin, { STORE_AFTER_IDLE_MS, reuseUnaffected, storeCacheWhenIdle } from '../../../plugins/bundle/devServer';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
const webpack = require('@umijs/bundler-webpack/compiled/webpack') as {
  validate(options: object): void;
  config: {
    getNormalizedWebpackOptions(options: object): { cache: Record<string, unknown> };
    applyWebpackOptionsDefaults(options: object): void;
  };
};
type Chain = Parameters<typeof storeCacheWhenIdle>[0];

/** The filesystem cache as umi's bundler sets it (bundler-webpack/dist/config/config.js). */
function umiDevConfig(): Chain {
  const memo = new Config();
  memo.cache({ type: 'filesystem', version: '4.7.22', buildDependencies: { config: ['/site/package.json'] }, cacheDirectory: '/site/node_modules/.cache/bundler-webpack' } as never);
  return memo;
}

describe("the dev server's cache store", () => {
  it('waits a minute without a compile, whichever delay webpack would take', () => {
    const cache = storeCacheWhenIdle(umiDevConfig()).toConfig().cache as Record<string, unknown>;
    expect(cache).toMatchObject({
      idleTimeout: STORE_AFTER_IDLE_MS,
      idleTimeoutForInitialStore: STORE_AFTER_IDLE_MS,
      idleTimeoutAfterLargeChanges: STORE_AFTER_IDLE_MS,
    });
    expect(STORE_AFTER_IDLE_MS).toBe(60_000);
  });

  it("keeps umi's own cache options", () => {
    const cache = storeCacheWhenIdle(umiDevConfig()).toConfig().cache as Record<string, unknown>;
    expect(cache).toMatchObject({ type: 'filesystem', version: '4.7.22', cacheDirectory: '/site/node_modules/.cache/bundler-webpack' });
  });

  it("names options the installed webpack knows (its schema refuses any other)", () => {
    expect(() => webpack.validate({ cache: storeCacheWhenIdle(umiDevConfig()).toConfig().cache })).not.toThrow();
    expect(() => webpack.validate({ cache: { type: 'filesystem', idleTimeoutAfterLargeChange: 1 } })).toThrow();
  });

  it('leaves a config without a filesystem cache as it is', () => {
    const memory = new Config();
    memory.cache({ type: 'memory' } as never);
    expect(storeCacheWhenIdle(memory).toConfig().cache).toEqual({ type: 'memory' });
    expect(storeCacheWhenIdle(new Config()).toConfig().cache).toBeUndefined();
  });

  it('changes the dev server only', () => {
    for (const env of ['development', 'production'] as const) {
      const chainWebpack = vi.fn();
      devCacheStorePlugin({ env, describe: vi.fn(), chainWebpack } as unknown as IApi);
      expect(chainWebpack).toHaveBeenCalledTimes(env === 'development' ? 1 : 0);
    }
  });
});

describe("the dev server's rebuilds keep what did not change", () => {
  /** The cache options webpack derives for a development build with these experiments. */
  function effectiveCache(experiments: object | undefined) {
    const options = webpack.config.getNormalizedWebpackOptions({
      mode: 'development',
      context: '/site',
      cache: { type: 'filesystem' },
      ...(experiments ? { experiments } : {}),
    });
    webpack.config.applyWebpackOptionsDefaults(options);
    return options.cache;
  }

  it("turns on webpack's cacheUnaffected, keeping the other experiments", () => {
    const memo = umiDevConfig();
    memo.experiments({ topLevelAwait: true } as never);
    expect(reuseUnaffected(memo).toConfig().experiments).toEqual({ topLevelAwait: true, cacheUnaffected: true });
  });

  it("makes the installed webpack keep unaffected modules' results in memory beside the filesystem cache", () => {
    const { experiments } = reuseUnaffected(umiDevConfig()).toConfig();
    expect(() => webpack.validate({ experiments })).not.toThrow();
    expect(effectiveCache(experiments).memoryCacheUnaffected).toBe(true);
    expect(effectiveCache(undefined).memoryCacheUnaffected).toBe(false);
  });
});

