// @vitest-environment node
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { targetPresetEnv, targets } from '../../../plugins/performance';
import { lazyTabs } from '../../../plugins/lazyTabs.cjs';
import { precompileMessages, resolveIcuParser } from '../../../plugins/precompileMessages.cjs';
import { KEPT_LANGUAGES, trimPrism } from '../../../plugins/trimPrism.cjs';
import { ungroupChunks } from '../../../plugins/ungroupChunks.cjs';

describe('ungroupChunks (loader that gives each demo and page data its own chunk)', () => {
  it('drops the chunk names dumi gives to demos and to page data', () => {
    const source = [
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/docs/demo/demos/basic.tsx?techStack=react'))),`,
      `getter: () => import(/* webpackChunkName: "meta__docs" */'/docs/demo/basic.md?type=demo')`,
      `textGetter: () => import(/* webpackChunkName: "meta__docs__zh-CN" */'/docs/index.zh-CN.md?type=text'),`,
    ].join('\n');
    expect(ungroupChunks(source)).toBe(
      [
        `component: React.memo(React.lazy(() => import( '/docs/demo/demos/basic.tsx?techStack=react'))),`,
        `getter: () => import('/docs/demo/basic.md?type=demo')`,
        `textGetter: () => import('/docs/index.zh-CN.md?type=text'),`,
      ].join('\n'),
    );
  });

  it('keeps every other chunk name', () => {
    const source = `import(/* webpackChunkName: "nm__dumi__theme-default__layouts__DocLayout__index" */ 'x')`;
    expect(ungroupChunks(source)).toBe(source);
  });
});

describe('lazyTabs (loader that loads a content tab when it is opened)', () => {
  // the shape of dumi's generated .dumi/tmp/dumi/meta/tabs.ts
  const generated = [
    '// @ts-nocheck',
    "import * as tab0 from '/site/docs/demo/locale.$tab-custom.zh-CN.md';",
    "import * as tab1 from '/site/docs/demo/locale.$tab-custom.md';",
    '',
    'export const tabs = {',
    "  'docs/demo/locale.$tab-custom': { key: 'custom', title: '', titleIntlId: '', components: tab1 },",
    '}',
  ].join('\n');

  it('replaces each static tab import with a lazy default component', () => {
    const lazy = lazyTabs(generated);
    expect(lazy).not.toMatch(/import \* as/);
    expect(lazy).toContain(
      "const tab0 = { default: React.lazy(() => import('/site/docs/demo/locale.$tab-custom.zh-CN.md')) };",
    );
    expect(lazy).toContain(
      "const tab1 = { default: React.lazy(() => import('/site/docs/demo/locale.$tab-custom.md')) };",
    );
    expect(lazy.startsWith("import React from 'react';\n")).toBe(true);
    expect(lazy).toContain('components: tab1 },');
  });

  it('leaves a site without tabs untouched', () => {
    expect(lazyTabs('export const tabs = {\n}\n')).toBe('export const tabs = {\n}\n');
  });
});

describe('trimPrism (Prism with the languages the site shows)', () => {
  const bundled = (ending: string) =>
    [
      'var prism = Prism;',
      '/* "prismjs/components/prism-markup" */',
      'prism.languages.markup = {};',
      '/* "prismjs/components/prism-go" */',
      'prism.languages.go = {};',
      '/* "prismjs/components/prism-tsx" */',
      'prism.languages.tsx = {};',
      '/* "prismjs/components/prism-wasm" */',
      'prism.languages.wasm = {};',
      ending,
    ].join('\n');

  it('keeps the core and the kept languages, drops the others', () => {
    const trimmed = trimPrism(bundled('export default prism;'));
    expect(trimmed).toContain('var prism = Prism;');
    expect(trimmed).toContain('prism.languages.markup');
    expect(trimmed).toContain('prism.languages.tsx');
    expect(trimmed).not.toContain('prism.languages.go');
    expect(trimmed).not.toContain('prism.languages.wasm');
  });

  it("keeps the export that follows the last, dropped section, in both of the package's builds", () => {
    expect(trimPrism(bundled('export default prism;')).trim().endsWith('export default prism;')).toBe(true);
    expect(trimPrism(bundled('module.exports = prism;')).trim().endsWith('module.exports = prism;')).toBe(
      true,
    );
  });

  it('keeps what the site shows: shell, TypeScript and JavaScript with JSX, CSS, JSON', () => {
    expect(KEPT_LANGUAGES).toEqual(expect.arrayContaining(['bash', 'tsx', 'jsx', 'typescript', 'javascript', 'css', 'json']));
  });

  it('leaves a file without language sections untouched', () => {
    expect(trimPrism('export default 1;')).toBe('export default 1;');
  });
});

describe('precompileMessages (interface strings parsed at build time)', () => {
  // the parser and formatter react-intl uses, from dumi's dependencies
  const load = createRequire(resolveIcuParser('package.json'));
  const { parse } = load(resolveIcuParser()) as { parse: (message: string) => unknown };
  const IntlMessageFormat = (
    load('intl-messageformat') as {
      default: new (message: unknown, locale: string) => { format(values?: object): unknown };
    }
  ).default;

  const config = [
    'export const locales = [];',
    'export const messages = {',
    '  "en-US": { "search.count": "{count, plural, one {# result} other {# results}}", "tabs.default": "Overview" },',
    '  "zh-CN": { "search.count": "{count} 条结果" }',
    '};',
  ].join('\n');

  it('replaces every message of every language with its syntax tree', () => {
    const compiled = precompileMessages(config, parse);
    const json = compiled.match(/^export const messages = (.*);$/m)?.[1] ?? '';
    const messages = JSON.parse(json);
    expect(messages['en-US']['tabs.default']).toEqual([{ type: 0, value: 'Overview' }]);
    expect(messages['zh-CN']['search.count']).toEqual(parse('{count} 条结果'));
    expect(compiled).toContain('export const locales = [];');
  });

  it('formats a precompiled message exactly as the string', () => {
    const compiled = precompileMessages(config, parse);
    const messages = JSON.parse(compiled.match(/^export const messages = (.*);$/m)?.[1] ?? '');
    const message = messages['en-US']['search.count'];
    expect(new IntlMessageFormat(message, 'en-US').format({ count: 1 })).toBe('1 result');
    expect(new IntlMessageFormat(message, 'en-US').format({ count: 3 })).toBe('3 results');
  });

  it('precompiles the links dumi adds at runtime, and leaves an unset one alone', () => {
    const runtime = [
      `    localeMessages['$internal.edit.link'] = "https://example.com/edit/{filename}";`,
      `    localeMessages['$internal.api.sourceLink'] = undefined;`,
    ].join('\n');
    const compiled = precompileMessages(runtime, parse);
    expect(compiled).toContain(
      `localeMessages['$internal.edit.link'] = [{"type":0,"value":"https://example.com/edit/"},{"type":1,"value":"filename"}];`,
    );
    expect(compiled).toContain(`localeMessages['$internal.api.sourceLink'] = undefined;`);
  });
});

describe('targetPresetEnv (browser targets reach babel preset-env)', () => {
  it("puts the site's targets into umi's babel preset options and keeps the rest", () => {
    const options = {
      sourceType: 'unambiguous',
      presets: [['/babel-preset-umi', { presetEnv: { bugfixes: true }, presetReact: {} }], '/other-preset'],
    };
    expect(targetPresetEnv(options)).toEqual({
      sourceType: 'unambiguous',
      presets: [
        ['/babel-preset-umi', { presetEnv: { bugfixes: true, targets }, presetReact: {} }],
        '/other-preset',
      ],
    });
  });

  it('does not change the options it was given (shared between webpack rules)', () => {
    const presetOptions = { presetEnv: {} };
    targetPresetEnv({ presets: [['/babel-preset-umi', presetOptions]] });
    expect(presetOptions).toEqual({ presetEnv: {} });
  });
});
