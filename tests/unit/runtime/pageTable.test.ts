import { describe, expect, it } from 'vitest';
import { lightIndexOf, pathOfId, withPageRoutes, type PageTable } from '../../../src/runtime/pageTable';

const loadBasic = async () => ({ default: 'Basic' });
const loadLocale = async () => ({ default: 'Locale' });
const table: PageTable = {
  DocLayout: [
    ['docs/demo/basic.zh-CN', 0, loadBasic, { title: 'Basic', order: 1 }],
    ['docs/demo/locale', 'demo/locale', loadLocale, { title: 'Locale' }, ['docs/demo/locale.$tab-custom']],
  ],
};

describe('the page table (src/runtime/pageTable.ts)', () => {
  it("gives umi its route table back, in umi's order, and a lazy component per page over its row's loader", () => {
    const lazy = (load: () => Promise<unknown>) => ({ lazy: load });
    const { routes, routeComponents } = withPageRoutes(
      table,
      { '.zh-CN': 'zh-CN/' },
      [
        { 404: { id: '404', path: '*', parentId: 'DocLayout' }, DocLayout: { id: 'DocLayout', path: '/', isLayout: true } },
        { 'demo-render': { id: 'demo-render', path: '~demos/:id', parentId: 'DemoLayout' } },
      ],
      { 404: { lazy: 'umi' } } as Record<string, { lazy: unknown }>,
      lazy,
    );
    expect(Object.keys(routes)).toEqual(['404', 'DocLayout', 'docs/demo/basic.zh-CN', 'docs/demo/locale', 'demo-render']);
    expect(routes['docs/demo/locale']).toEqual({ path: 'demo/locale', id: 'docs/demo/locale', parentId: 'DocLayout' });
    // a path written as 0 comes from the id
    expect(routes['docs/demo/basic.zh-CN']).toEqual({ path: 'zh-CN/demo/basic', id: 'docs/demo/basic.zh-CN', parentId: 'DocLayout' });
    expect(routeComponents['docs/demo/basic.zh-CN']).toEqual({ lazy: loadBasic });
    expect(routeComponents[404]).toEqual({ lazy: 'umi' });
  });

  it("gives the light index each page's front matter, tabs and loader (the route's own import)", () => {
    const index = lightIndexOf(table);
    expect(index['docs/demo/basic.zh-CN']).toEqual({ frontmatter: { title: 'Basic', order: 1 }, page: loadBasic });
    expect(index['docs/demo/locale']).toEqual({
      frontmatter: { title: 'Locale' },
      tabs: ['docs/demo/locale.$tab-custom'],
      page: loadLocale,
    });
  });

  it("derives dumi's path of a page under docs/ from its id, in every language", () => {
    const prefixes = { '.zh-CN': 'zh-CN/' };
    expect(pathOfId('docs/demo/basic', prefixes)).toBe('demo/basic');
    expect(pathOfId('docs/demo/basic.zh-CN', prefixes)).toBe('zh-CN/demo/basic');
    expect(pathOfId('docs/demo/jumper-with-go-button-10.zh-CN', prefixes)).toBe('zh-CN/demo/jumper-with-go-button-10');
    expect(pathOfId('src/Button/index', prefixes)).toBeUndefined();
  });
});
