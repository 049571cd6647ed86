// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import { tmpdir } from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { cacheResolvesInBuild, minifyInProcess, performanceConfig } from '../../../plugins/bundle/targets';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
const { addCompressPlugin } = require('@umijs/bundler-webpack/dist/config/compressPlugin') as {
  addCompressPlugin(opts: { config: Chain; userConfig: object; env: string }): Promise<void>;
};
const TerserPlugin = require('@umijs/bundler-webpack/compiled/terser-webpack-plugin') as {
  new (options: object): { options: { parallel: boolean | number } };
  getAvailableNumberOfCores(parallel: boolean | number): number;
};
type Chain = Parameters<typeof minifyInProcess>[0];

/** The minimizers as umi's bundler sets them for a production build with the site's settings. */
async function umiProduction(): Promise<Chain> {
  const config = new Config();
  await addCompressPlugin({ config, userConfig: performanceConfig, env: 'production' });
  return config;
}

describe('the swc minifier in the build process (plugins/bundle/targets.ts)', () => {
  it("turns off the worker processes of umi's swc minimizer, and keeps its other options", async () => {
    const before = (await umiProduction()).toConfig().optimization!.minimizer as { options: Record<string, unknown> }[];
    const after = minifyInProcess(await umiProduction()).toConfig().optimization!.minimizer as {
      options: { parallel: boolean; minimizer: { implementation: unknown } };
    }[];
    expect(after).toHaveLength(before.length);
    const swc = after.find((plugin) => plugin instanceof (TerserPlugin as unknown as new () => object))!;
    expect(swc.options.parallel).toBe(false);
    expect(TerserPlugin.getAvailableNumberOfCores(swc.options.parallel)).toBe(0);
    const umiSwc = before.find((plugin) => plugin instanceof (TerserPlugin as unknown as new () => object))!;
    expect(swc.options.minimizer.implementation).toBe((umiSwc.options.minimizer as { implementation: unknown }).implementation);
    expect(umiSwc.options.parallel).toBe(true);
  });

  it('leaves a config without the minimizer (the dev server) as it is', async () => {
    const config = new Config();
    await addCompressPlugin({ config, userConfig: performanceConfig, env: 'development' });
    expect(minifyInProcess(config).toConfig().optimization?.minimizer).toBeUndefined();
  });
});

const webpack = require('@umijs/bundler-webpack/compiled/webpack') as {
  validate(options: object): void;
  webpack(config: object, done: (error: Error | null, stats: { hasErrors(): boolean; toString(): string }) => void): void;
};

describe("the build's resolver keeps its answers (plugins/bundle/targets.ts)", () => {
  it('keeps each answer by folder and request, in options the installed webpack takes', () => {
    const resolve = cacheResolvesInBuild(new Config()).toConfig().resolve as Record<string, unknown>;
    expect(resolve).toMatchObject({ unsafeCache: true, cacheWithContext: false });
    expect(() => webpack.validate({ resolve })).not.toThrow();
  });

  it('answers the same request from two folders each by its own folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resolve-cache-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    try {
      write('entry.js', "export { one } from './one';\nexport { two } from './two';\nexport { three } from './sub/three';\n");
      write('one.js', "export { name as one } from 'dep';\n");
      write('two.js', "export { name as two } from 'dep';\n");
      write('sub/three.js', "export { name as three } from 'dep';\n");
      write('node_modules/dep/index.js', "export const name = 'outer';\n");
      write('sub/node_modules/dep/index.js', "export const name = 'inner';\n");
      const config = cacheResolvesInBuild(new Config())
        .mode('production')
        .target('node')
        .context(dir)
        .entry('main')
        .add('./entry.js')
        .end()
        .output.path(path.join(dir, 'out'))
        .filename('main.js')
        .libraryTarget('commonjs2')
        .end()
        .optimization.minimize(false)
        .end()
        .toConfig();
      const stats = await new Promise<{ hasErrors(): boolean; toString(): string }>((resolve, reject) =>
        webpack.webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
      );
      expect(stats.hasErrors(), stats.toString()).toBe(false);
      const built = require(path.join(dir, 'out/main.js')) as Record<string, string>;
      expect([built.one, built.two, built.three]).toEqual(['outer', 'outer', 'inner']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
