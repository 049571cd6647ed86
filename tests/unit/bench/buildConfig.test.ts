// @vitest-environment node
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { targetPresetEnv, targets } from '../../../plugins/performance';
import { demoSuspense } from '../../../plugins/demoSuspense.cjs';
import { dropInlineFonts } from '../../../plugins/dropInlineFonts.cjs';
import { hydrateInTransition } from '../../../plugins/hydrateInTransition.cjs';
import { skipLocaleDataCheck } from '../../../plugins/skipLocaleDataCheck.cjs';
import { memoizeRouteMatch } from '../../../plugins/memoizeRouteMatch.cjs';
import { shallowRouteMeta } from '../../../plugins/shallowRouteMeta.cjs';
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
    expect(
      trimPrism(bundled('export default prism;')).trim().endsWith('export default prism;'),
    ).toBe(true);
    expect(
      trimPrism(bundled('module.exports = prism;')).trim().endsWith('module.exports = prism;'),
    ).toBe(true);
  });

  it('keeps what the site shows: shell, TypeScript and JavaScript with JSX, CSS, JSON', () => {
    expect(KEPT_LANGUAGES).toEqual(
      expect.arrayContaining(['bash', 'tsx', 'jsx', 'typescript', 'javascript', 'css', 'json']),
    );
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

describe('dropInlineFonts (no base64 font in the stylesheet every page waits for)', () => {
  it('removes an @font-face whose source is an inline font and keeps the rules that use it', () => {
    const less = [
      "@import (reference) '../../styles/variables.less';",
      '',
      '@font-face {',
      '  font-family: Alibaba-PuHuiTi;',
      "  src: url('data:font/woff;charset=utf-8;base64,d09GRgABAAAAAJU8') format('woff');",
      '}',
      '',
      '.hero-title {',
      "  font-family: Alibaba-PuHuiTi, 'Gill Sans', sans-serif;",
      '}',
    ].join('\n');
    const trimmed = dropInlineFonts(less);
    expect(trimmed).not.toContain('@font-face');
    expect(trimmed).not.toContain('data:font');
    expect(trimmed).toContain("@import (reference) '../../styles/variables.less';");
    expect(trimmed).toContain(
      ".hero-title {\n  font-family: Alibaba-PuHuiTi, 'Gill Sans', sans-serif;\n}",
    );
  });

  it('keeps a font loaded from a file', () => {
    const less = "@font-face {\n  font-family: Local;\n  src: url('./local.woff2');\n}\n";
    expect(dropInlineFonts(less)).toBe(less);
  });
});

describe('hydrateInTransition (hydration that yields to the browser)', () => {
  it("wraps umi's hydrateRoot call in React.startTransition", () => {
    const source = [
      '  if (opts.hydrate) {',
      '    ReactDOM.hydrateRoot(rootElement, /*#__PURE__*/React.createElement(Browser, null));',
      '    return;',
      '  }',
    ].join('\n');
    expect(hydrateInTransition(source)).toBe(
      [
        '  if (opts.hydrate) {',
        '    React.startTransition(function () {',
        '      ReactDOM.hydrateRoot(rootElement, /*#__PURE__*/React.createElement(Browser, null));',
        '    });',
        '    return;',
        '  }',
      ].join('\n'),
    );
  });

  it('leaves code without a hydrateRoot call alone (createRoot renders are not hydration)', () => {
    const source = '    root = ReactDOM.createRoot(rootElement);';
    expect(hydrateInTransition(source)).toBe(source);
  });
});

describe('skipLocaleDataCheck (no Intl locale-data probe as the app starts)', () => {
  it("turns createIntl's two supportedLocalesOf checks into false and keeps the rest", () => {
    const source = [
      '    else if (!Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {',
      '        onError(new MissingDataError("Missing locale data"));',
      '    }',
      '    else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length &&',
      '        onError) {',
    ].join('\n');
    const patched = skipLocaleDataCheck(source);
    expect(patched).not.toContain('supportedLocalesOf');
    expect(patched).toContain('else if (false && onError) {');
    expect(patched).toContain('else if (false &&\n        onError) {');
    expect(patched).toContain('onError(new MissingDataError("Missing locale data"));');
  });

  it('matches the installed @formatjs/intl, so the loader is not silently a no-op', () => {
    const fromReactIntl = createRequire(createRequire(__filename).resolve('react-intl'));
    const file = fromReactIntl.resolve('@formatjs/intl/lib/src/create-intl.js');
    const source = readFileSync(file, 'utf8');
    expect(skipLocaleDataCheck(source).match(/supportedLocalesOf/g)).toBeNull();
    expect(source.match(/supportedLocalesOf/g)).toHaveLength(2);
  });
});

describe('memoizeRouteMatch (one route match per address in useRouteMeta)', () => {
  const load = (source: string) => {
    const patched = memoizeRouteMatch(source);
    const calls: string[] = [];
    const matchRoutes = (_routes: unknown, pathname: string) => {
      calls.push(pathname);
      return pathname === '/none' ? null : [{ route: 'layout' }, { route: pathname }];
    };
    const run = new Function('matchRoutes', `${patched}; return useMatch;`);
    return {
      patched,
      calls,
      useMatch: run(matchRoutes) as (routes: object, pathname: string) => unknown,
    };
  };
  const source = [
    'function useMatch(clientRoutes, pathname) {',
    '  var _m;',
    '  return (_m = matchRoutes(clientRoutes, pathname)) === null || _m === void 0 ? void 0 : _m.pop();',
    '}',
  ].join('\n');

  it('matches each address once per route list and gives every caller an intact result', () => {
    const { useMatch, calls } = load(source);
    const routes = {};
    expect(useMatch(routes, '/demo/basic')).toEqual({ route: '/demo/basic' });
    // the first caller popped its copy: the second still gets the page's match
    expect(useMatch(routes, '/demo/basic')).toEqual({ route: '/demo/basic' });
    expect(useMatch(routes, '/none')).toBeUndefined();
    expect(useMatch(routes, '/none')).toBeUndefined();
    expect(calls).toEqual(['/demo/basic', '/none']);
    useMatch({}, '/demo/basic');
    expect(calls).toHaveLength(3);
  });

  it("matches the installed dumi's useRouteMeta, so the loader is not silently a no-op", () => {
    const file = createRequire(__filename).resolve('dumi/dist/client/theme-api/useRouteMeta.js');
    const installed = readFileSync(file, 'utf8');
    expect(memoizeRouteMatch(installed)).toContain('matchRoutesOnce(clientRoutes, pathname)');
    expect(memoizeRouteMatch(installed)).not.toMatch(/[^.\w]matchRoutes\(clientRoutes/);
  });
});

describe('shallowRouteMeta (no deep copy of every page meta at start-up)', () => {
  const template = createRequire(__filename).resolve('dumi/dist/templates/meta/runtime.ts.tpl');
  const installed = readFileSync(template, 'utf8');

  it("matches dumi's installed template, so the loader is not silently a no-op", () => {
    expect(installed).toContain('route.meta = deepmerge(route.meta, routeMeta);');
    expect(shallowRouteMeta(installed)).not.toContain(
      'route.meta = deepmerge(route.meta, routeMeta);',
    );
  });

  it("gives each route its own copy of the page's meta and tabs, and keeps deepmerge for routes with meta", () => {
    const [, statement] = shallowRouteMeta(installed).match(/(route\.meta = [\s\S]*?;)\n/) ?? [];
    const apply = new Function(
      'route',
      'routeMeta',
      'deepmerge',
      `${statement} return route.meta;`,
    );
    const tab = { key: 'api', meta: { toc: [] } };
    const page = { frontmatter: { title: 'Basic' }, toc: [{ id: 'a' }], tabs: [tab] };
    const merged = apply({}, page, () => 'deepmerge');
    expect(merged).toEqual(page);
    expect(merged).not.toBe(page);
    expect(merged.tabs[0]).not.toBe(tab);
    Object.defineProperty(merged, 'toc', { get: () => [] });
    expect(page.toc).toEqual([{ id: 'a' }]);
    expect(apply({ meta: { x: 1 } }, page, () => 'deepmerge')).toBe('deepmerge');
    expect(apply({}, { frontmatter: {} }, () => 'deepmerge').tabs).toBeUndefined();
  });
});

describe('targetPresetEnv (browser targets reach babel preset-env)', () => {
  it("puts the site's targets into umi's babel preset options and keeps the rest", () => {
    const options = {
      sourceType: 'unambiguous',
      presets: [
        ['/babel-preset-umi', { presetEnv: { bugfixes: true }, presetReact: {} }],
        '/other-preset',
      ],
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
