// @vitest-environment node
import { readFileSync } from 'fs';
import path from 'path';
import { afterEach, describe, expect, it } from 'vitest';
import { lightFrontmatter } from '../../../plugins/patches/lightFrontmatter.cjs';
import { pageMetaInChunk } from '../../../plugins/patches/pageMetaInChunk.cjs';
import { pageChunkName } from '../../../plugins/patches/ungroupChunks.cjs';
import {
  LIGHT_FRONTMATTER_KEYS,
  renderDemoLookup,
  renderExports,
  renderLightIndex,
  renderPageTable,
  pathPrefixesOf,
  renderRoutes,
  tableRouteIds,
  type AppRoute,
} from '../../../plugins/routes/generators';
import { providePageMeta, resetPageMeta } from '../../../src/runtime/pageMeta';
import { createRouteMetaApi, type SiteRouteMeta } from '../../../src/runtime/routeMeta';

const ROOT = path.join(__dirname, '../../..');

/**
 * dumi's front matter module of a page, rendered from the template in the installed dumi's
 * markdown loader (the webpack build's, not utoopack's) with a real page's data.
 */
function dumiFrontmatterModule(frontmatter: object, toc: object[], demoIndex: string): string {
  const loader = readFileSync(require.resolve('dumi/dist/loaders/markdown/index.js'), 'utf8');
  const template = /`(import '\$\{resourcePath\}\?watch=parent';\nexport const toc = new Proxy[^`]*)`/.exec(loader);
  expect(template, "dumi's front matter template (the light index depends on its shape)").not.toBeNull();
  return template![1]
    .replace('${resourcePath}', '/site/docs/demo/sizer.md')
    .replace('{{{toc}}}', JSON.stringify(toc))
    .replace('{{{frontmatter}}}', JSON.stringify(frontmatter))
    .replace('{{{demoIndex}}}', demoIndex);
}

// what dumi knows of a page with headings (docs/questions.md): front matter plus what dumi adds
const pageSource = readFileSync(path.join(ROOT, 'docs/questions.md'), 'utf8');
const headings = [...pageSource.matchAll(/^(#{2,3}) (.+)$/gm)].map(([, hashes, title], index) => ({
  id: `heading-${index}`,
  depth: hashes.length,
  title,
}));
const sizerFrontmatter = {
  title: 'Sizer',
  order: 4,
  group: { title: 'Demos', order: 1 },
  nav: { title: 'Demos', order: 1 },
  description: 'A unique description of the sizer page that must stay out of the entry script',
  filename: 'docs/demo/sizer.md',
  lastUpdated: 1700000000000,
  hero: { title: 'not light' },
};
/** dumi's demo index of the page, from the template in the installed dumi's markdown loader. */
function dumiDemoIndex(ids: string[], getter: string): string {
  const loader = readFileSync(require.resolve('dumi/dist/loaders/markdown/index.js'), 'utf8');
  const template = /`(\nexport const demoIndex = \{\n[^`]*\};)`/.exec(loader);
  expect(template, "dumi's demo index template (the light index drops it)").not.toBeNull();
  return template![1].replace('{{{ids}}}', JSON.stringify(ids)).replace('{{{getter}}}', getter);
}
const demoIndex = dumiDemoIndex(['demo-sizer', 'demo-sizer-1'], "() => import('/site/docs/demo/sizer.md?type=demo')");

describe("the entry script's route metadata (light index, plugins/routes/splitRouteMeta.ts)", () => {
  it('has a toc to leave out: the page under test has headings', () => {
    expect(headings.length).toBeGreaterThan(0);
  });

  it("carries no table of contents and no description of a page, only the sidebar's keys", () => {
    const full = dumiFrontmatterModule(sizerFrontmatter, headings, demoIndex);
    // the untouched module carries both, so the assertions below can fail
    expect(full).toContain(sizerFrontmatter.description);
    expect(full).toContain(headings[0].title);

    const light = lightFrontmatter(full, LIGHT_FRONTMATTER_KEYS);
    expect(light).not.toContain(sizerFrontmatter.description);
    for (const heading of headings) expect(light).not.toContain(JSON.stringify(heading.title));
    expect(light).not.toMatch(/\btoc\b/);
    expect(light).not.toContain('lastUpdated');
    expect(light).not.toContain('hero');
    const kept = /^export const frontmatter = (.*);$/m.exec(light);
    expect(JSON.parse(kept![1])).toEqual({
      title: 'Sizer',
      order: 4,
      group: { title: 'Demos', order: 1 },
      nav: { title: 'Demos', order: 1 },
    });
    // nor its demo index: the page brings it (pageMetaInChunk)
    expect(full).toContain('demo-sizer-1');
    expect(light).not.toContain('demoIndex');
    expect(light).not.toContain('demo-sizer');
    expect(light).not.toContain('?type=demo');
  });

  it('leaves a module of another shape untouched (the loader then warns)', () => {
    const other = 'export const frontmatter = {"title":"x"};';
    expect(lightFrontmatter(other, LIGHT_FRONTMATTER_KEYS)).toBe(other);
  });

  const files = [
    { index: 0, id: 'docs/demo/basic', file: '/site/docs/demo/basic.md' },
    { index: 1, id: 'docs/demo/locale', file: '/site/docs/demo/locale.md', tabs: '["docs/demo/locale.$tab-custom"]' },
    { index: 2, id: 'docs/demo/locale.$tab-custom', file: '/site/docs/demo/locale.$tab-custom.md' },
    { index: 3, id: 'docs/index.zh-CN', file: '/site/docs/index.zh-CN.md' },
  ];
  const prefixes = pathPrefixesOf([{ id: 'en-US' }, { id: 'zh-CN' }]);
  // umi's routes as dumi leaves them (api.appData.routes)
  const routes: Record<string, AppRoute> = {
    404: { id: '404', path: '*', parentId: 'DocLayout', file: '/site/node_modules/dumi/dist/client/pages/404.js' },
    DocLayout: { id: 'DocLayout', path: '/', parentId: 'GlobalLayout', isLayout: true, file: '/site/.dumi/theme/layouts/DocLayout.tsx' },
    'docs/demo/basic': { id: 'docs/demo/basic', path: 'demo/basic', parentId: 'DocLayout', file: '/site/docs/demo/basic.md', absPath: '/demo/basic', __content: 'x' },
    'docs/demo/locale': { id: 'docs/demo/locale', path: 'demo/locale', parentId: 'DocLayout', file: '/site/docs/demo/locale.md', absPath: '/demo/locale' },
    'docs/index.zh-CN': { id: 'docs/index.zh-CN', path: 'zh-CN', parentId: 'DocLayout', file: '/site/docs/index.zh-CN.md' },
    'demo-render': { id: 'demo-render', path: '~demos/:id', parentId: 'DemoLayout', prerender: false, file: '/site/node_modules/dumi/dist/client/pages/Demo/index.js' },
  };
  const tableIds = tableRouteIds(routes, files);
  const index = renderLightIndex(files, tableIds, routes, '/site');
  const table = renderPageTable(files, routes, tableIds, '/site', prefixes);

  it('puts in the page table only markdown pages that are plain routes', () => {
    expect([...tableIds]).toEqual(['docs/demo/basic', 'docs/demo/locale', 'docs/index.zh-CN']);
    // a route with keys of its own is left to umi
    expect(tableRouteIds({ ...routes, 'docs/demo/basic': { ...routes['docs/demo/basic'], wrappers: [] } }, files).has('docs/demo/basic')).toBe(false);
  });

  it('imports only the light front matter statically; toc, texts and the page load on demand', () => {
    const staticImports = [index, table].flatMap((source) => source.split('\n').filter((line) => line.startsWith('import ')));
    const frontmatterImports = staticImports.filter((line) => !line.includes("from './pages'") && !line.includes('src/runtime/pageTable.ts'));
    expect(frontmatterImports).toHaveLength(4);
    for (const line of frontmatterImports) {
      expect(line).toMatch(/\?light&type=frontmatter";$/);
      expect(line).not.toMatch(/\btoc\b/);
    }
    for (const source of [index, table]) {
      expect(source).not.toMatch(/^import .*\?type=(frontmatter|text)"/m);
      expect(source).not.toMatch(/\btoc\b/);
      // texts come with the page module too: no loader of their own
      expect(source).not.toContain('textGetter');
      expect(source).not.toContain('?type=text');
    }
    expect(table).toContain('fm1, ["docs/demo/locale.$tab-custom"]]');
  });

  it('carries no demo index: no demo ids, no demo loaders', () => {
    for (const source of [index, table]) {
      expect(source).not.toContain('demoIndex');
      expect(source).not.toMatch(/\?type=demo/);
      expect(source).not.toContain('dmi');
    }
  });

  it("writes every page's demo index to the lookup module, loaded on demand only", () => {
    const lookup = renderDemoLookup(files);
    for (const { file, id } of files) {
      expect(lookup).toContain(`from ${JSON.stringify(`${file}?type=demo-index`)};`);
      expect(lookup).toMatch(new RegExp(`^  ${JSON.stringify(id).replace(/[$.]/g, '\\$&')}: dmi\\d+,$`, 'm'));
    }
    const exports = renderExports();
    expect(exports).toContain(`lookup: () => import(/* webpackChunkName: "demo-lookup" */ './demoLookup'),`);
    expect(exports).not.toMatch(/^import .*demoLookup/m);
  });

  it("lists the default language's pages first, so a demo id both languages share is found on the original", () => {
    const pages = [
      { index: 0, id: 'docs/demo/more.zh-CN', file: '/site/docs/demo/more.zh-CN.md' },
      { index: 1, id: 'docs/index.zh-CN', file: '/site/docs/index.zh-CN.md' },
      { index: 2, id: 'docs/demo/more', file: '/site/docs/demo/more.md' },
      { index: 3, id: 'docs/index', file: '/site/docs/index.md' },
    ];
    const order = (source: string) => [...source.matchAll(/^ {2}"([^"]+)": dmi\d+,$/gm)].map((match) => match[1]);
    expect(order(renderDemoLookup(pages, ['zh-CN']))).toEqual([
      'docs/demo/more',
      'docs/index',
      'docs/demo/more.zh-CN',
      'docs/index.zh-CN',
    ]);
    // without other languages, umi's order
    expect(order(renderDemoLookup(pages))).toEqual(pages.map((page) => page.id));
  });

  it("has one row per page, whose import is umi's route's (umi's chunk name), in umi's order", () => {
    expect(pageChunkName('/site', '/site/docs/demo/basic.zh-CN.md')).toBe('docs__demo__basic.zh-CN.md');
    expect(pageChunkName('/site', '/site/.dumi/theme/layouts/DocLayout.tsx')).toBe('dumi__theme__layouts__DocLayout');
    const rows = table.split('\n').filter((line) => line.startsWith('    ['));
    // a path the runtime derives from the id is 0 (src/runtime/pageTable.ts pathOfId)
    expect(rows).toEqual([
      '    ["docs/demo/basic", 0, () => import(/* webpackChunkName: "docs__demo__basic.md" */ "/site/docs/demo/basic.md"), fm0],',
      '    ["docs/demo/locale", 0, () => import(/* webpackChunkName: "docs__demo__locale.md" */ "/site/docs/demo/locale.md"), fm1, ["docs/demo/locale.$tab-custom"]],',
      '    ["docs/index.zh-CN", "zh-CN", () => import(/* webpackChunkName: "docs__index.zh-CN.md" */ "/site/docs/index.zh-CN.md"), fm3],',
    ]);
    expect(table).toContain('export const pathPrefixes = {".zh-CN":"zh-CN/"};');
    expect(table).toMatch(/^  "DocLayout": \[$/m);
    // the light index takes the table's pages from the rows, with no import of its own
    expect(index).toContain('...lightIndexOf(pages),');
    expect(index).not.toContain('/site/docs/demo/basic.md"');
    // a content tab is not a route: it keeps its own loader (its chunk is the lazy tab's)
    expect(index).toContain('page: () => import("/site/docs/demo/locale.$tab-custom.md")');
  });

  it("writes umi's routes file with the other routes as umi would, split around the pages", () => {
    const umiComponents = "{\n'404': React.lazy(() => import('/404.js')),\n}";
    const file = renderRoutes(routes, tableIds, umiComponents);
    const args = /withPageRoutes\(\n\s+pages,\n\s+pathPrefixes,\n\s+\[(\{.*\}), (\{.*\})\],\n/.exec(file);
    expect(args).not.toBeNull();
    const [before, after] = [JSON.parse(args![1]), JSON.parse(args![2])];
    expect(Object.keys(before)).toEqual(['404', 'DocLayout']);
    expect(Object.keys(after)).toEqual(['demo-render']);
    expect(file).toContain("import { pages, pathPrefixes } from '../dumi/meta/pages';");
    // umi's route table keys: no file, absPath or __ keys
    expect(before.DocLayout).toEqual({ id: 'DocLayout', path: '/', parentId: 'GlobalLayout', isLayout: true });
    expect(after['demo-render']).toEqual({ id: 'demo-render', path: '~demos/:id', parentId: 'DemoLayout', prerender: false });
    expect(file).toContain(umiComponents);
    expect(file).not.toContain('docs/demo/basic');
  });

  it("replaces dumi's getRouteMetaById, getFullRoutesMeta, useDemo and getFullDemos, keeping its other exports", () => {
    const exports = renderExports();
    expect(exports).toMatch(/^export \{ useDemo, getFullDemos \} from ".*src\/runtime\/demos\.ts";$/m);
    expect(exports).toContain("export * from './exports.dumi';");
    expect(exports).toMatch(/export const getRouteMetaById = /);
    expect(exports).toMatch(/export const getFullRoutesMeta = /);
    expect(exports).toContain('src/runtime/routeMeta.ts');
  });
});

describe('pageMetaInChunk (each page module provides its own metadata)', () => {
  it("provides the page's front matter and toc under dumi's route id", () => {
    const out = pageMetaInChunk('export default function Page() {}', {
      file: '/site/docs/demo/basic.zh-CN.md',
      root: '/site',
      store: '/site/src/runtime/pageMeta.ts',
      demos: '/site/src/runtime/demos.ts',
    });
    expect(out.startsWith('export default function Page() {}')).toBe(true);
    expect(out).toContain(
      'import { frontmatter as __pageFrontmatter, toc as __pageToc, demoIndex as __pageDemoIndex } from "/site/docs/demo/basic.zh-CN.md?type=frontmatter";',
    );
    expect(out).toContain('import { texts as __pageTexts } from "/site/docs/demo/basic.zh-CN.md?type=text";');
    expect(out).toContain('__providePageMeta("docs/demo/basic.zh-CN", __pageFrontmatter, __pageToc, __pageTexts);');
    // and its demo index, which the entry script no longer carries
    expect(out).toContain('import { provideDemoIndex as __provideDemoIndex } from "/site/src/runtime/demos.ts";');
    expect(out).toContain('__provideDemoIndex("docs/demo/basic.zh-CN", __pageDemoIndex);');
  });

});

describe('getRouteMetaById over the light index (src/runtime/routeMeta.ts)', () => {
  afterEach(() => resetPageMeta());

  const full = {
    frontmatter: { title: 'Basic', order: 1, description: 'The basic page', lastUpdated: 1 },
    toc: [{ id: 'usage', depth: 2, title: 'Usage' }],
  };
  const setup = () => {
    let loads = 0;
    const api = createRouteMetaApi(
      {
        'docs/demo/basic': {
          frontmatter: { title: 'Basic', order: 1 },
          tabs: ['docs/demo/basic.$tab-api'],
          page: async () => {
            loads += 1;
            providePageMeta('docs/demo/basic', full.frontmatter, full.toc, [{ value: 'Some text' }]);
          },
        },
        'docs/demo/basic.$tab-api': {
          frontmatter: { title: 'API' },
          page: async () => providePageMeta('docs/demo/basic.$tab-api', { title: 'API' }, []),
        },
      },
      { 'docs/demo/basic.$tab-api': { key: 'api', title: 'API', components: {} } },
    );
    return { api, loads: () => loads };
  };

  it('gives the light front matter and no toc until the page module ran', () => {
    const { api } = setup();
    const meta = api.getRouteMetaById('docs/demo/basic', { syncOnly: true }) as SiteRouteMeta;
    expect(meta.frontmatter).toEqual({ title: 'Basic', order: 1 });
    expect(meta.toc).toEqual([]);
    expect(meta.tabs?.[0]).toMatchObject({ key: 'api', meta: { frontmatter: { title: 'API' } } });
    expect(api.isPending('docs/demo/basic')).toBe(true);
  });

  it("gives the page's own data once its module provided it", async () => {
    const { api, loads } = setup();
    await Promise.all([api.loadPageMeta('docs/demo/basic'), api.loadPageMeta('docs/demo/basic')]);
    expect(loads()).toBe(1);
    expect(api.isPending('docs/demo/basic')).toBe(false);
    const meta = api.getRouteMetaById('docs/demo/basic', { syncOnly: true }) as SiteRouteMeta;
    expect(meta.frontmatter.description).toBe('The basic page');
    expect(meta.toc).toEqual(full.toc);
  });

  it('loads the page, which brings its texts, for the asynchronous call (search)', async () => {
    const { api, loads } = setup();
    const meta = await (api.getRouteMetaById('docs/demo/basic') as Promise<SiteRouteMeta>);
    expect(meta.toc).toEqual(full.toc);
    expect(meta.texts).toEqual([{ value: 'Some text' }]);
    expect(loads()).toBe(1);
    const all = await api.getFullRoutesMeta();
    expect(Object.keys(all)).toEqual(['docs/demo/basic', 'docs/demo/basic.$tab-api']);
  });

  it('knows nothing of an unknown id and never waits for it', async () => {
    const { api } = setup();
    expect(api.getRouteMetaById('404')).toBeUndefined();
    expect(api.isPending('404')).toBe(false);
    await expect(api.loadPageMeta('404')).resolves.toBeUndefined();
  });

  it('lets a failed page download be tried again', async () => {
    let attempts = 0;
    const api = createRouteMetaApi(
      {
        page: {
          frontmatter: { title: 'P' },
          page: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('ChunkLoadError');
            providePageMeta('page', { title: 'P', description: 'd' }, []);
          },
        },
      },
      {},
    );
    await expect(api.loadPageMeta('page')).rejects.toThrow('ChunkLoadError');
    await api.loadPageMeta('page');
    expect(api.isPending('page')).toBe(false);
  });
});
