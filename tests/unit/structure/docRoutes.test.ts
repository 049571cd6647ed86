// @vitest-environment node
import { getConventionRoutes } from '@umijs/core';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DOCS_DIR,
  PLAYGROUND_ROUTE,
  frontMatterOf,
  inEveryLanguage,
  readDocPages,
  routeOfFile,
  routesByKind,
} from '../../e2e/docRoutes';
import { pathPrefixesOf } from '../../../plugins/routes/generators';
import { pathOfId } from '../../../src/runtime/pageTable';

/**
 * The end-to-end suites' pages (tests/e2e/docRoutes.ts, read by support.ts and routes.ts) are
 * read from docs/ when the tests load, so they must be the pages the site has: the routes umi's
 * own walk of the doc folder gives (as dumi calls it), in the site's languages.
 */

/** The file names dumi's routes feature leaves out of a doc folder (dumi/dist/features/routes.js). */
const DUMI_DOC_EXCLUDE = [/.*(?<!md)$/, /(\/|^)(\.|_)/];

/** The site's route of every page of `docsDir` in every language, as umi and dumi name them. */
async function umiRoutes(docsDir: string): Promise<string[]> {
  const { default: config } = await import('../../../.dumirc');
  const prefixes = pathPrefixesOf(config.locales ?? []);
  return Object.keys(getConventionRoutes({ base: docsDir, exclude: DUMI_DOC_EXCLUDE }))
    .filter((id) => !id.includes('$tab-')) // a content tab is part of its page (dumi's tabs feature)
    .map((id) => pathOfId(`docs/${id}`, prefixes)!.replace(/(^|\/)index$/, '').replace(/\/$/, ''));
}

const pages = readDocPages();
const { demos, guides } = routesByKind(pages);

describe("the end-to-end suites' pages, read from docs/", () => {
  it("are every route of the site's route table, in both languages", async () => {
    const derived = inEveryLanguage(['', ...demos, ...guides, PLAYGROUND_ROUTE]);
    expect([...derived].sort()).toEqual((await umiRoutes(DOCS_DIR)).sort());
  });

  it('finds the demo pages, in the order of their front matter, and the guide pages', () => {
    expect(demos.length).toBeGreaterThanOrEqual(13);
    expect(demos.every((route) => /^demo\/[a-z0-9-]+$/.test(route))).toBe(true);
    const orders = demos.map((route) => pages.find((page) => page.route === route)?.order);
    expect(orders).toEqual([...orders].sort((a, b) => a! - b!));
    expect(guides).toEqual(expect.arrayContaining(['questions', 'versions']));
    expect(guides).not.toContain(PLAYGROUND_ROUTE);
  });

  it("maps a file to its route as dumi does, other languages' files and content tabs left out", () => {
    expect(routeOfFile('demo/basic.md')).toBe('demo/basic');
    expect(routeOfFile('index.md')).toBe('');
    expect(routeOfFile('guide/index.md')).toBe('guide');
    expect(routeOfFile('demo/basic.zh-CN.md')).toBeUndefined();
    expect(routeOfFile('demo/locale.$tab-custom.md')).toBeUndefined();
    expect(routeOfFile('demo/_draft.md')).toBeUndefined();
    expect(routeOfFile('demo/demos/basic.tsx')).toBeUndefined();
  });

  it('reads the order from the front matter, and none from a page without one', () => {
    expect(frontMatterOf('---\ntitle: Basic\norder: 3\nnav:\n  order: 2\n---\n\n# Basic\n')).toMatchObject({ order: 3 });
    expect(frontMatterOf('# No front matter\n\n---\n')).toEqual({});
  });

  describe('in a doc folder with a page added', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-routes-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const page = (file: string, order?: number) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), order === undefined ? '# Page\n' : `---\norder: ${order}\n---\n`);
    };
    page('index.md');
    page('index.zh-CN.md');
    page('demo/second.md', 2);
    page('demo/second.zh-CN.md', 2);
    page('demo/first.md', 1);
    page('demo/first.zh-CN.md', 1);
    page('demo/first.$tab-more.md');
    page('demo/_helper.md');
    page('faq.md', 4);
    page('faq.zh-CN.md', 4);

    it('lists the new page with the others, in their order, as umi does', async () => {
      const found = routesByKind(readDocPages(dir));
      expect(found).toEqual({ demos: ['demo/first', 'demo/second'], guides: ['faq'] });
      expect(inEveryLanguage(['', ...found.demos, ...found.guides]).sort()).toEqual((await umiRoutes(dir)).sort());
    });
  });
});
