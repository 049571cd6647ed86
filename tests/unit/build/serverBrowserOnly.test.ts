// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { createRequire } from 'module';
import path from 'path';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_ONLY,
  BROWSER_ONLY_REQUEST,
  STUB_FILE,
  stubBrowserOnly,
} from '../../../plugins/bundle/serverBundle';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
const webpack = require('@umijs/bundler-webpack/compiled/webpack') as Parameters<typeof stubBrowserOnly>[1] & {
  webpack(config: never, done: (error: Error | null, stats: never) => void): void;
};
type Chain = Parameters<typeof stubBrowserOnly>[0];
const root = path.resolve(__dirname, '../../..');

describe("the server bundle without the packages a visitor's action runs (plugins/bundle/serverBundle.ts)", () => {
  it('replaces an import of each package, or of a file inside one, and no other', () => {
    for (const request of ['html2sketch', 'sucrase', 'sucrase/dist/parser', 'acorn', 'acorn-jsx', 'minisearch']) {
      expect(BROWSER_ONLY_REQUEST.test(request)).toBe(true);
    }
    for (const request of ['acorn-walk', 'sucrase-node', './sucrase', 'rc-select', 'react-dom/server', '@site/search']) {
      expect(BROWSER_ONLY_REQUEST.test(request)).toBe(false);
    }
  });

  it("uses webpack's own module replacement, with the stub", () => {
    const plugins = stubBrowserOnly(new Config(), webpack).toConfig().plugins as { resourceRegExp: RegExp; newResource: string }[];
    expect(plugins).toHaveLength(1);
    expect(plugins[0]).toBeInstanceOf(webpack.NormalModuleReplacementPlugin);
    expect(plugins[0].resourceRegExp).toBe(BROWSER_ONLY_REQUEST);
    expect(plugins[0].newResource).toBe(STUB_FILE);
  });

  it('builds a named import of one, and the bundle has none of their code', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'server-browser-only-'));
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        "import { transform } from 'sucrase';\nimport MiniSearch from 'minisearch';\n" +
          'export const kinds = [typeof transform, typeof MiniSearch];\n',
      );
      const config = stubBrowserOnly(new Config(), webpack)
        .mode('development')
        .target('node')
        .devtool(false)
        .entry('main')
        .add(path.join(dir, 'entry.js'))
        .end()
        .output.path(path.join(dir, 'out'))
        .filename('main.js')
        .libraryTarget('commonjs2')
        .end()
        .toConfig();
      const stats = await new Promise<{ hasErrors(): boolean; hasWarnings(): boolean; toString(): string }>(
        (resolve, reject) => webpack.webpack(config as never, (error: Error | null, result: never) => (error ? reject(error) : resolve(result))),
      );
      expect(stats.hasErrors(), stats.toString()).toBe(false);
      expect(stats.hasWarnings(), stats.toString()).toBe(false);
      const out = path.join(dir, 'out/main.js');
      expect(require(out).kinds).toEqual(['undefined', 'object']);
      expect(readFileSync(out, 'utf8')).not.toContain('node_modules/sucrase');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names packages the site depends on', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const name of BROWSER_ONLY) expect(Object.keys(pkg.dependencies)).toContain(name);
  });
});
