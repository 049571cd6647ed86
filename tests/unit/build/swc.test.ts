// @vitest-environment node
import { transformSync } from '@swc/core';
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { swcOptions, uncoveredBabelParts, useSwc } from '../../../plugins/bundle/swc';

// the webpack-chain umi builds its config with
const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
type Chain = Parameters<typeof useSwc>[0] & { toConfig(): { module: { rules: WebpackRule[] } } };
interface WebpackRule {
  test?: RegExp;
  resourceQuery?: RegExp;
  use?: { loader: string; options?: Record<string, unknown> }[];
  oneOf?: WebpackRule[];
}

const PRESET = '/app/node_modules/@umijs/babel-preset-umi/dist/index.js';
const CHECK_CODE = { plugins: [[() => undefined, { cwd: '/app', onCheckCode: () => undefined }]] };
const babelOptions = (plugins: unknown[] = []) => ({ presets: [[PRESET, { presetEnv: {} }], CHECK_CODE], plugins });

/** The rules umi and dumi give a production build, as far as babel goes (their names and order). */
function umiChain(plugins: unknown[] = []): Chain {
  const config = new Config();
  // a rule or a oneOf (webpack-chain types them apart): babel-loader added, the rule handed back
  const babel = <R extends { use(name: string): { loader(path: string): { options(options: unknown): unknown } } }>(rule: R): R => {
    rule.use('babel-loader').loader('/app/node_modules/@umijs/bundler-webpack/compiled/babel-loader/index.js').options(babelOptions(plugins));
    return rule;
  };
  babel(config.module.rule('src').test(/\.(js|mjs|cjs)$/));
  babel(config.module.rule('jsx-ts-tsx').test(/\.(jsx|ts|tsx)$/));
  config.module.rule('watch-parent').pre().resourceQuery(/watch=parent/).use('null-loader').loader('null-loader');
  const md = config.module.rule('dumi-md').type('javascript/auto').test(/\.md$/);
  md.oneOf('md-frontmatter').resourceQuery(/frontmatter$/).use('md-frontmatter-loader').loader('md-loader');
  babel(md.oneOf('md-demo').resourceQuery(/demo$/)).use('md-demo-loader').loader('md-loader');
  babel(md.oneOf('md')).use('md-loader').loader('md-loader');
  return config;
}

const rulesOf = (config: Chain) => config.toConfig().module.rules;
const named = (rules: WebpackRule[], test: string) => rules.find((rule) => String(rule.test) === test)!;
const loaders = (rule: WebpackRule) => (rule.use ?? []).map((use) => use.loader.replace(/^.*[\\/]node_modules[\\/]/, ''));

describe('useSwc: swc-loader in place of babel-loader', () => {
  const rules = rulesOf(useSwc(umiChain()));

  it('leaves no babel-loader in any rule', () => {
    expect(JSON.stringify(rules)).not.toContain('babel-loader');
    expect(JSON.stringify(rules)).toContain('swc-loader');
  });

  it('reads TypeScript by its extension, and JSX everywhere else', () => {
    const tsRule = named(rules, '/\\.(jsx|ts|tsx)$/');
    expect(tsRule.use ?? []).toEqual([]);
    const syntaxes = tsRule.oneOf!.map((oneOf) => [String(oneOf.test), oneOf.use![0].options!.jsc]);
    expect(syntaxes).toEqual([
      ['/\\.ts$/', expect.objectContaining({ parser: { syntax: 'typescript', tsx: false } })],
      ['/\\.tsx$/', expect.objectContaining({ parser: { syntax: 'typescript', tsx: true } })],
      ['undefined', expect.objectContaining({ parser: { syntax: 'ecmascript', jsx: true } })],
    ]);
    expect(loaders(named(rules, '/\\.(js|mjs|cjs)$/'))).toEqual(['swc-loader/src/index.js']);
  });

  it("keeps swc where babel was among a Markdown rule's loaders, after dumi's", () => {
    const md = named(rules, '/\\.md$/');
    // webpack runs a rule's loaders last to first: dumi's Markdown loader, then swc
    const demo = md.oneOf!.find((oneOf) => String(oneOf.resourceQuery) === '/demo$/')!;
    expect(loaders(demo)).toEqual(['swc-loader/src/index.js', 'md-loader']);
    const page = md.oneOf!.find((oneOf) => oneOf.resourceQuery === undefined)!;
    expect(loaders(page)).toEqual(['swc-loader/src/index.js', 'md-loader']);
    expect(page.use![0].options!.jsc).toMatchObject({ parser: { syntax: 'ecmascript', jsx: true } });
  });

  it("gives an embedded page's watch import a first oneOf of its own, with no loader", () => {
    const [first] = named(rules, '/\\.md$/').oneOf!;
    expect(String(first.resourceQuery)).toBe('/watch=parent/');
    expect(first.use ?? []).toEqual([]);
  });

  it('stops the build on a babel plugin it does not know', () => {
    const unknown = ['/app/node_modules/babel-plugin-import/lib/index.js', { libraryName: 'antd' }];
    expect(uncoveredBabelParts(babelOptions([unknown]))).toEqual([JSON.stringify(unknown)]);
    expect(() => useSwc(umiChain([unknown]))).toThrow(/babel-plugin-import.*which swc does not do/);
    // umi's server bundle adds import() → require(), which webpack's own chunk loading replaces
    const server = ['/app/node_modules/babel-plugin-dynamic-import-node/lib/index.js', {}, 'umi-server-dynamic-import-node'];
    expect(uncoveredBabelParts(babelOptions([server]))).toEqual([]);
  });

  it("takes umi's React Refresh babel plugin for swc's own in dev only", () => {
    const refresh = '/app/node_modules/react-refresh/babel.js';
    expect(uncoveredBabelParts(babelOptions([refresh]), { dev: true })).toEqual([]);
    expect(() => useSwc(umiChain([refresh]), { dev: true })).not.toThrow();
    // the production build has no React Refresh: a refresh plugin there is looked at
    expect(uncoveredBabelParts(babelOptions([refresh]))).toEqual([JSON.stringify(refresh)]);
  });

  it('gives every swc-loader of the dev chain React Refresh and development JSX', () => {
    const devRules = rulesOf(useSwc(umiChain(['/app/node_modules/react-refresh/babel.js']), { dev: true }));
    const swcUses = JSON.stringify(devRules).match(/"refresh":true/g) ?? [];
    // the three syntaxes of the TypeScript rule, the JavaScript rule, two Markdown rules
    expect(swcUses).toHaveLength(6);
    expect(JSON.stringify(devRules)).not.toContain('babel-loader');
    expect(JSON.stringify(devRules)).not.toContain('"development":false');
  });
});

describe('swcOptions: what babel did to the site code', () => {
  const source = [
    "import type { ReactNode } from 'react';",
    "import { useState } from 'react';",
    'export class Box { size = 1; static label = "box"; }',
    'export function Demo({ title }: { title?: ReactNode }): JSX.Element {',
    '  const [count] = useState<number>(0);',
    '  const load = () => import(/* webpackChunkName: "search" */ "./engine");',
    '  return <p data-count={count ?? 0} onClick={load}>{title?.toString()}</p>;',
    '}',
  ].join('\n');
  const { code } = transformSync(source, { ...swcOptions('tsx'), filename: '/app/src/Demo.tsx' });

  it('drops the types and type-only imports', () => {
    expect(code).not.toMatch(/ReactNode|: number|JSX\.Element/);
    expect(code).toMatch(/import \{ useState \} from ['"]react['"]/);
  });

  it("compiles JSX for React's automatic runtime, as production code", () => {
    expect(code).toMatch(/import \{ jsx as _jsx \} from "react\/jsx-runtime"/);
    expect(code).not.toContain('jsxDEV');
  });

  it('leaves what the target browsers run natively, and keeps webpack magic comments', () => {
    expect(code).toContain('title?.toString()');
    expect(code).toContain('count ?? 0');
    // with bugfixes, as babel had: no rewrite of destructured parameters for Safari 15
    expect(code).toContain('function Demo({ title })');
    expect(code).toMatch(/size = 1/);
    expect(code).toMatch(/=>/);
    expect(code).toContain('/* webpackChunkName: "search" */');
  });

  it('registers components for React Refresh in dev, with development JSX', () => {
    const dev = transformSync(source, { ...swcOptions('tsx', { dev: true }), filename: '/app/src/Demo.tsx' });
    expect(dev.code).toContain('$RefreshReg$(');
    expect(dev.code).toContain('$RefreshSig$(');
    expect(dev.code).toContain('jsxDEV');
    expect(code).not.toContain('$Refresh');
  });

  it('reads a .ts file without JSX, so that a type assertion still parses', () => {
    const ts = transformSync('export const n = <number>(1 as unknown);', {
      ...swcOptions('typescript'),
      filename: '/app/src/n.ts',
    });
    expect(ts.code).toContain('export const n = 1');
  });
});
