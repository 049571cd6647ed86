// @vitest-environment node
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { demoSuspense } from '../../../plugins/patches/demoSuspense.cjs';
import { nativeAsyncPlugins, nativeAsyncUtils } from '../../../plugins/patches/nativeAsyncUtils.cjs';
import { buildSync } from 'esbuild';
import path from 'path';
import { lazyTabs } from '../../../plugins/patches/lazyTabs.cjs';
import {
  awaitOtherLanguage,
  precompileMessages,
  resolveIcuParser,
  splitMessages,
} from '../../../plugins/patches/precompileMessages.cjs';
import { pageChunkName, ungroupChunks } from '../../../plugins/patches/ungroupChunks.cjs';
import { installedPath } from '../../../plugins/compat/check.cjs';
import { PATCHES } from '../../../plugins/compat/registry.cjs';

/**
 * The installed file a registry entry patches (plugins/compat/registry.cjs), never a copy: its
 * only file, or the one whose path ends with `file`.
 */
function installed(name: string, file?: string): string {
  const files = PATCHES.find((entry) => entry.name === name)!.files;
  const found = file ? files.find((one) => one.file.endsWith(file)) : files.length === 1 ? files[0] : undefined;
  if (!found) throw new Error(`${name}: no single file${file ? ` ending with ${file}` : ''} in the registry`);
  return readFileSync(installedPath(found, process.cwd()), 'utf8');
}

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

  it("matches the chunk names the installed dumi writes for demos and page data", () => {
    const demoImport = installed('ungroupChunks', 'rehypeDemo.js').match(/`(import\( \/\* webpackChunkName: "\$\{chunkName\}" \*\/ )/);
    expect(demoImport).not.toBeNull();
    const demo = `${demoImport![1].replace('${chunkName}', 'demos')}'/docs/demo/demos/basic.tsx')`;
    expect(ungroupChunks(demo)).toBe("import( '/docs/demo/demos/basic.tsx')");
    const metaComment = installed('ungroupChunks', 'features/meta.js').match(/`(\/\* webpackChunkName: "\$\{[^`]*?\)\}" \*\/)`/);
    expect(metaComment).not.toBeNull();
    const meta = `import(${metaComment![1].replace(/\$\{[\s\S]*\)\}/, 'meta__docs__zh-CN')}'/docs/index.zh-CN.md')`;
    expect(ungroupChunks(meta)).toBe("import('/docs/index.zh-CN.md')");
  });

  it("names a markdown module's demos and demo data after the page's route chunk (one chunk per page)", () => {
    const name = pageChunkName('/site', '/site/docs/demo/basic.zh-CN.md');
    expect(name).toBe('docs__demo__basic.zh-CN.md');
    const source = [
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/docs/demo/demos/basic.tsx?techStack=react'))),`,
      `getter: () => import(/* webpackChunkName: "meta__docs__zh-CN" */'/docs/demo/basic.zh-CN.md?type=demo')`,
    ].join('\n');
    expect(ungroupChunks(source, name)).toBe(
      [
        `component: React.memo(React.lazy(() => import( /* webpackChunkName: "docs__demo__basic.zh-CN.md" */ '/docs/demo/demos/basic.tsx?techStack=react'))),`,
        `getter: () => import(/* webpackChunkName: "docs__demo__basic.zh-CN.md" */ '/docs/demo/basic.zh-CN.md?type=demo')`,
      ].join('\n'),
    );
  });

  it("renames the demo data chunk of the installed dumi's demo index", () => {
    const template = installed('ungroupChunks', 'markdown/index.js').match(/getter: `(\(\) => import\(\/\* webpackChunkName: "\$\{[\s\S]*?\)\}" \*\/[^`]*)`/);
    expect(template).not.toBeNull();
    const getter = template![1].replace(/\$\{\(0, import_utils\.generateMetaChunkName\)[\s\S]*?\)\}"/, 'meta__docs"').replace(/\$\{[^}]*\}/, '/docs/demo/basic.md');
    expect(ungroupChunks(getter, 'docs__demo__basic.md')).toBe(
      `() => import(/* webpackChunkName: "docs__demo__basic.md" */ '/docs/demo/basic.md?type=demo')`,
    );
  });

  it('keeps every other chunk name', () => {
    const source = `import(/* webpackChunkName: "nm__dumi__theme-default__layouts__DocLayout__index" */ 'x')`;
    expect(ungroupChunks(source)).toBe(source);
  });
});

describe('lazyTabs (loader that loads a content tab when it is opened)', () => {
  // dumi's generated .dumi/tmp/dumi/meta/tabs.ts, from the installed dumi's template
  const template = installed('lazyTabs').match(/`(\{\{#tabs\}\}\nimport[\s\S]*?\n\})\n?`/);
  const render = (tabs: Array<{ index: number; file: string; id: string }>) => {
    const [, each, between, eachEntry, end] = template![1].match(
      /^\{\{#tabs\}\}\n([\s\S]*?)\{\{\/tabs\}\}\n([\s\S]*?)\{\{#tabs\}\}\n([\s\S]*?)\{\{\/tabs\}\}\n([\s\S]*)$/,
    )!;
    const fill = (text: string, tab: (typeof tabs)[number]) =>
      text
        .split('{{{index}}}').join(String(tab.index))
        .split('{{{file}}}').join(tab.file)
        .split('{{{id}}}').join(tab.id)
        .replace(/\{\{\{\w+\}\}\}/g, '');
    return `${tabs.map((tab) => fill(each, tab)).join('')}${between}${tabs.map((tab) => fill(eachEntry, tab)).join('')}${end}`;
  };
  const generated = render([
    { index: 0, file: '/site/docs/demo/locale.$tab-custom.zh-CN.md', id: 'docs/demo/locale.$tab-custom.zh-CN' },
    { index: 1, file: '/site/docs/demo/locale.$tab-custom.md', id: 'docs/demo/locale.$tab-custom' },
  ]);

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
    expect(lazyTabs(render([]))).toBe(render([]));
  });
});

describe('splitMessages and awaitOtherLanguage (one language\'s strings per page)', () => {
  const config = `export const locales = [{"id":"en-US","base":"/"},{"id":"zh-CN","base":"/zh-CN"}];
export const messages = ${JSON.stringify({
    'en-US': { 'chunk.title': 'This page could not be loaded', 'tabs.default': 'Overview' },
    'zh-CN': { 'chunk.title': '页面加载失败', 'tabs.default': '概览' },
  })};`;
  const messagesOf = (source: string) => JSON.parse(source.match(/^export const messages = (.*);$/m)![1]);

  it("keeps in the browser's entry only the reload message's strings, for every language", () => {
    const entry = splitMessages(config, { browser: true, base: '"/pagination"' });
    expect(messagesOf(entry)).toEqual({
      'en-US': { 'chunk.title': 'This page could not be loaded' },
      'zh-CN': { 'chunk.title': '页面加载失败' },
    });
    expect(entry).toContain('"zh-CN": () => import("./config.ts?locale=zh-CN"),');
    expect(entry).toContain('const base = "/pagination";');
    expect(entry).toContain('export function ensurePageMessages()');
  });

  it('answers `?locale=` with that language alone, and keeps every language for the server', () => {
    expect(splitMessages(config, { browser: true, locale: 'zh-CN' })).toBe(
      'export default {"chunk.title":"页面加载失败","tabs.default":"概览"};\n',
    );
    const server = splitMessages(config, { browser: false });
    expect(messagesOf(server)['zh-CN']['tabs.default']).toBe('概览');
    expect(server).toContain('export function ensureMessages() {\n  return Promise.resolve();\n}');
  });

  it("makes the installed dumi's address listener wait for another language's strings", () => {
    const template = installed('precompileMessages');
    const runtime = template.slice(template.indexOf("import { history } from 'dumi';"));
    const patched = awaitOtherLanguage(runtime);
    expect(patched).not.toBe(runtime);
    expect(patched).toContain("import { ensureMessages, locales, messages } from './config';");
    expect(patched).toContain('ensureMessages(next.locale).then(() => setIntl(getIntl()), () => setIntl(next));');
    expect(patched).not.toMatch(/^\s*setIntl\(getIntl\(\)\);$/m);
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

  // the installed dumi's templates for .dumi/tmp/dumi/locales/config.ts and runtime.tsx,
  // filled in as dumi does (JSON.stringify of the values)
  const template = installed('precompileMessages');
  const messagesTemplate = template.match(
    /\n(export const messages = )\$\{JSON\.stringify\(\s*api\.service\.themeData\.locales,\s*null,\s*2\s*\)\};`/,
  );
  const config = `export const locales = [];\n${messagesTemplate![1]}${JSON.stringify(
    {
      'en-US': { 'search.count': '{count, plural, one {# result} other {# results}}', 'tabs.default': 'Overview' },
      'zh-CN': { 'search.count': '{count} 条结果' },
    },
    null,
    2,
  )};`;
  const internal = (id: string, value: string | undefined) => {
    const line = template.match(
      new RegExp(`\\n(\\s*localeMessages\\['\\$internal\\.${id.replace('.', '\\.')}'\\] = )\\$\\{JSON\\.stringify\\(\\s*api\\.config\\.themeConfig\\.\\w+\\s*\\)\\};`),
    );
    return `${line![1]}${JSON.stringify(value)};`;
  };

  it('replaces each message with ICU syntax, in every language, by its syntax tree', () => {
    const compiled = precompileMessages(config, parse);
    const json = compiled.match(/^export const messages = (.*);$/m)?.[1] ?? '';
    const messages = JSON.parse(json);
    expect(messages['zh-CN']['search.count']).toEqual(parse('{count} 条结果'));
    expect(messages['en-US']['search.count']).toEqual(
      parse('{count, plural, one {# result} other {# results}}'),
    );
    expect(compiled).toContain('export const locales = [];');
  });

  it('keeps plain messages as strings, which react-intl returns without work', () => {
    const compiled = precompileMessages(config, parse);
    const messages = JSON.parse(compiled.match(/^export const messages = (.*);$/m)?.[1] ?? '');
    expect(messages['en-US']['tabs.default']).toBe('Overview');
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
      internal('edit.link', 'https://example.com/edit/{filename}'),
      internal('api.sourceLink', undefined),
    ].join('\n');
    const compiled = precompileMessages(runtime, parse);
    expect(compiled).toContain(
      `localeMessages['$internal.edit.link'] = [{"type":0,"value":"https://example.com/edit/"},{"type":1,"value":"filename"}];`,
    );
    expect(compiled).toContain(`localeMessages['$internal.api.sourceLink'] = undefined;`);
  });
});

describe("nativeAsyncUtils (no regenerator runtime for dumi's theme-api utilities)", () => {
  const file = createRequire(__filename).resolve('dumi/dist/client/theme-api/utils.js');
  const installed = readFileSync(file, 'utf8');
  const patched = nativeAsyncUtils(installed);

  it("leaves nothing in dumi's installed file that calls the regenerator runtime", () => {
    expect(installed).toContain('_regeneratorRuntime().mark(');
    // Babel's runtime functions stay defined (the minifier drops what nothing calls), their calls go
    expect(patched).not.toContain('_regeneratorRuntime().');
    expect(patched).not.toContain('= _asyncToGenerator(');
    // the file's other exports are untouched
    expect(patched.slice(0, patched.indexOf('export async function getAgnosticComponentModule'))).toBe(
      installed.slice(0, installed.indexOf('export function getAgnosticComponentModule')),
    );
  });

  it("answers as dumi's compiled function does: the default export, or the module, awaited when a promise", async () => {
    const [source] = patched.match(/export async function getAgnosticComponentModule[\s\S]*?\n\}/) ?? [''];
    const getModule = new Function(`${source.replace(/^export /, '')} return getAgnosticComponentModule;`)() as (
      component: unknown,
    ) => Promise<unknown>;
    const Component = () => null;
    expect(await getModule({ default: Component })).toBe(Component);
    expect(await getModule(Promise.resolve({ default: Component }))).toBe(Component);
    const plain = { render: Component };
    expect(await getModule(plain)).toBe(plain);
    expect(await getModule(Promise.resolve(plain))).toBe(plain);
  });
});

describe("nativeAsyncPlugins (no regenerator runtime for umi's client plugin manager)", () => {
  const file = createRequire(__filename).resolve('umi/client/client/plugin.js');
  const installed = readFileSync(file, 'utf8');
  const patched = nativeAsyncPlugins(installed);

  interface Manager {
    register(plugin: { apply: Record<string, unknown>; path: string }): void;
    applyPlugins(options: { key: string; type: string; initialValue?: unknown; args?: object; async?: boolean }): unknown;
  }
  /** The installed file (or its patched form) bundled with its imports and run. */
  function pluginManager(source: string, hooks: unknown[]): Manager {
    const { outputFiles } = buildSync({
      stdin: { contents: source, resolveDir: path.dirname(file), sourcefile: 'plugin.js' },
      bundle: true,
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    const module = { exports: {} as { PluginManager: new (opts: { validKeys: string[] }) => Manager } };
    new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
    const manager = new module.exports.PluginManager({ validKeys: ['hook'] });
    hooks.forEach((hook, index) => manager.register({ apply: { hook }, path: `plugin${index}` }));
    return manager;
  }

  it("leaves no call of the regenerator runtime in umi's installed file, nor its import", () => {
    expect(installed).toContain('_regeneratorRuntime().mark(');
    expect(patched).not.toMatch(/regeneratorRuntime|asyncToGenerator/);
  });

  it("gives an async modify's result as umi's compiled code does, through functions, objects and promises", async () => {
    const hooks = () => [
      (memo: object) => Promise.resolve({ ...memo, a: 1 }),
      { b: 2 },
      Promise.resolve({ c: 3 }),
      (memo: object, args: { d: number }) => ({ ...memo, d: args.d }),
    ];
    const run = (source: string) =>
      pluginManager(source, hooks()).applyPlugins({ key: 'hook', type: 'modify', initialValue: Promise.resolve({ z: 0 }), args: { d: 4 }, async: true });
    const expected = { z: 0, a: 1, b: 2, c: 3, d: 4 };
    expect(await run(installed)).toEqual(expected);
    expect(await run(patched)).toEqual(expected);
  });

  it('runs an event\'s hooks in turn, an async one awaited before the next, and rejects when one throws', async () => {
    const run = async (source: string) => {
      const calls: string[] = [];
      const slow = () => new Promise<void>((resolve) => setTimeout(() => (calls.push('slow'), resolve()), 5));
      await pluginManager(source, [slow, () => calls.push('next')]).applyPlugins({ key: 'hook', type: 'event', async: true });
      const failing = pluginManager(source, [() => { throw new Error('hook failed'); }]);
      const error = await (failing.applyPlugins({ key: 'hook', type: 'event' }) as Promise<void>).catch((e: Error) => e.message);
      return [...calls, error];
    };
    expect(await run(installed)).toEqual(['slow', 'next', 'hook failed']);
    expect(await run(patched)).toEqual(['slow', 'next', 'hook failed']);
  });
});

describe('demoSuspense (a Suspense boundary around every demo)', () => {
  const dumiDemo = readFileSync(
    createRequire(import.meta.url).resolve('dumi/dist/client/theme-api/DumiDemo/index.js'),
    'utf8',
  );

  it('patches the installed dumi', () => {
    expect(demoSuspense(dumiDemo)).not.toBe(dumiDemo);
    expect(demoSuspense(dumiDemo)).toContain(
      'React.memo(SuspendedDumiDemo, areDumiDemoPropsEqual)',
    );
  });

  it('renders the demo inside a boundary whose fallback is nothing, and keeps the memo check', () => {
    const source =
      'export var DumiDemo = /*#__PURE__*/React.memo(InternalDumiDemo, areDumiDemoPropsEqual);';
    const patched = demoSuspense(source).replace('export var DumiDemo', 'var DumiDemo');
    const React = {
      Suspense: 'Suspense',
      memo: (component: unknown, compare: unknown) => ({ component, compare }),
      createElement: (type: unknown, props: unknown, ...children: unknown[]) => ({
        type,
        props,
        children,
      }),
    };
    const InternalDumiDemo = () => null;
    const areDumiDemoPropsEqual = () => true;
    const DumiDemo = new Function(
      'React',
      'InternalDumiDemo',
      'areDumiDemoPropsEqual',
      `${patched}; return DumiDemo;`,
    )(React, InternalDumiDemo, areDumiDemoPropsEqual) as {
      component: (props: object) => unknown;
      compare: unknown;
    };
    expect(DumiDemo.compare).toBe(areDumiDemoPropsEqual);
    const props = { demo: { id: 'docs-demo-basic' } };
    expect(DumiDemo.component(props)).toEqual({
      type: 'Suspense',
      props: { fallback: null },
      children: [{ type: InternalDumiDemo, props, children: [] }],
    });
  });
});
