// @vitest-environment node
import { createRequire } from 'module';
import { describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import demoHotUpdatePlugin, { DEMO_MODULE, wireDemoHotUpdate, withDemoModules } from '../../../plugins/bundle/devServer';
import demoHotUpdateLoader from '../../../plugins/bundle/demoHotUpdate.cjs';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
type Chain = Parameters<typeof wireDemoHotUpdate>[0];
interface WebpackConfig {
  module: { rules: { test?: RegExp; resourceQuery?: RegExp; enforce?: string; use?: { loader: string; options?: { store?: string } }[] }[] };
  plugins?: { options?: unknown }[];
}

/** dumi's own pattern for umi's React Refresh plugin (dumi/dist/features/compile/index.js). */
const DUMI_INCLUDE = /\.([cm]js|[jt]sx?|flow|md)$/i;
const DEMO = '/site/docs/demo/demos/basic.tsx';

describe("a demo file's module as a React Refresh boundary", () => {
  it("is what dumi's pattern leaves out, and nothing else of the demo's is taken in", () => {
    expect(DUMI_INCLUDE.test(`${DEMO}?techStack=react`)).toBe(false);
    expect(DEMO_MODULE.test(`${DEMO}?techStack=react`)).toBe(true);
    expect(DEMO_MODULE.test(`${DEMO}?dumi-raw`)).toBe(false);
    expect(DEMO_MODULE.test('/site/docs/demo/basic.md?type=demo')).toBe(false);
  });

  it("keeps the patterns already set and adds the demo modules'", () => {
    expect(withDemoModules({ include: DUMI_INCLUDE, overlay: false })).toEqual({
      include: [DUMI_INCLUDE, DEMO_MODULE],
      overlay: false,
    });
    const unset = withDemoModules(undefined).include as RegExp[];
    expect(unset).toHaveLength(2);
    expect(unset[0].test('/site/src/a.tsx')).toBe(true);
  });
});

describe('the demo hot update loader', () => {
  const store = '/site/src/runtime/demoUpdates.ts';
  const source = "export const demos = { 'basic': { asset: {} } };";

  it("makes the page's demo module accept its updates through the site's store", () => {
    const out = demoHotUpdateLoader.demoHotUpdate(source, store);
    expect(out.startsWith(source)).toBe(true);
    expect(out).toContain(`import { acceptDemoUpdate as __acceptDemoUpdate } from "${store}";`);
    expect(out).toMatch(/if \(module\.hot\) __acceptDemoUpdate\(module\.hot, demos, "[0-9a-f]{16}"\);/);
  });

  it("hashes the module's code: the same code the same hash, another code another", () => {
    const hash = (code: string) => demoHotUpdateLoader.demoHotUpdate(code, store).match(/"([0-9a-f]{16})"\);/)?.[1];
    expect(hash(source)).toBe(hash(source));
    expect(hash(source)).not.toBe(hash(source.replace('basic', 'other')));
  });
});

describe('the dev server config', () => {
  function umiDevConfig(): Chain {
    const config = new Config();
    class ReactRefreshPlugin {
      constructor(public options: unknown) {}
    }
    config.plugin('fastRefresh').use(ReactRefreshPlugin, [{ include: DUMI_INCLUDE, overlay: false }]);
    return config;
  }

  it("runs the loader last on each page's demo module and widens React Refresh's pattern", () => {
    const config = (wireDemoHotUpdate(umiDevConfig()) as unknown as { toConfig(): WebpackConfig }).toConfig();
    const rule = config.module.rules.find((one) => one.use?.some((use) => /demoHotUpdate\.cjs$/.test(use.loader)));
    expect(rule?.enforce).toBe('post');
    expect(rule?.test?.test('/site/docs/demo/basic.md')).toBe(true);
    expect(rule?.resourceQuery?.test('?type=demo')).toBe(true);
    expect(rule?.resourceQuery?.test('?type=frontmatter')).toBe(false);
    expect(rule?.use?.[0].options?.store).toMatch(/\/src\/runtime\/demoUpdates\.ts$/);
    expect(config.plugins?.[0].options).toEqual({ include: [DUMI_INCLUDE, DEMO_MODULE], overlay: false });
  });

  it('is changed in `dumi dev` only, never in the production build', () => {
    const chainWebpack = vi.fn();
    const api = (env: string) => ({ env, describe: () => undefined, chainWebpack }) as unknown as IApi;
    demoHotUpdatePlugin(api('production'));
    expect(chainWebpack).not.toHaveBeenCalled();
    demoHotUpdatePlugin(api('development'));
    expect(chainWebpack).toHaveBeenCalledTimes(1);
  });
});
