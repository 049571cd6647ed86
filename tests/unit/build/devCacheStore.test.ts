// @vitest-environment node
import { createRequire } from 'module';
import { describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import devCacheStorePlugin, { STORE_AFTER_IDLE_MS, storeCacheWhenIdle } from '../../../plugins/bundle/devCacheStore';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
const webpack = require('@umijs/bundler-webpack/compiled/webpack') as { validate(options: object): void };
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
