// @vitest-environment node
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { minifyInProcess, performanceConfig } from '../../../plugins/bundle/targets';

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
