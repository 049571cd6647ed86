import type { Page, Request } from '@playwright/test';
import { searchIndexPath } from '../../src/search/indexFile';
import {
  BARS,
  QUERIES,
  SETS,
  linksFor,
  misses,
  rankOf,
  rankSet,
  summary,
} from '../search-queries/relevance';
import { expect, test, waitForApp } from './support';

/**
 * The relevance suite (tests/search-queries) against the index this build wrote, searched with
 * the code the site ships; then a few of its queries through the real search box.
 */
test.describe('search relevance, on the built index', () => {
  for (const { locale, query, first } of QUERIES) {
    test(`${locale} "${query}" comes first: ${first}`, async ({ request }) => {
      const response = await request.get(searchIndexPath(locale));
      expect(response.ok()).toBe(true);
      const links = linksFor(await response.json(), locale, query);
      expect(rankOf(links, first), `first hits: ${links.slice(0, 3).join('  ')}`).toBe(1);
    });
  }

  test('the visitors set meets its bar on this build', async ({ request }) => {
    const files: Record<string, unknown> = {};
    for (const locale of new Set(SETS.visitors.map((query) => query.locale))) {
      const response = await request.get(searchIndexPath(locale));
      expect(response.ok()).toBe(true);
      files[locale] = await response.json();
    }
    const ranked = rankSet(SETS.visitors, files);
    const { top1, mrr } = summary(ranked.map(({ rank }) => rank));
    const report = `top-1 ${(top1 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}\n${misses(ranked)}`;
    expect(top1, report).toBeGreaterThanOrEqual(BARS.visitors.top1);
    expect(mrr, report).toBeGreaterThanOrEqual(BARS.visitors.mrr);
  });
});

const LABEL = { en: 'Search the documentation', zh: '搜索文档' };

async function firstHit(page: Page, keywords: string, label = LABEL.en) {
  await page.getByRole('combobox', { name: label }).fill(keywords);
  const first = page.getByRole('listbox').getByRole('option').first();
  // results follow the typing after the debounce: wait for a mark of this very query
  await expect(first).toBeVisible();
  await expect(page.locator('.site-search-popup [role="status"]')).not.toHaveText(
    /Searching|正在搜索/,
  );
  return first;
}

test.describe('search box', () => {
  test('Ctrl K, "sizer", ArrowDown, Enter lands on the Sizer page', async ({ page, baseURL }) => {
    await page.goto('');
    await waitForApp(page);
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('sizer');
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
      'href',
      /\/demo\/sizer$/,
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL('demo/sizer', baseURL).href);
  });

  test('a property, a typo and a Chinese part word find the page meant', async ({ page }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    await expect(await firstHit(page, 'showSizeChanger')).toHaveAttribute(
      'href',
      /\/demo\/sizer(#|$)/,
    );
    const typo = await firstHit(page, 'jumpr');
    await expect(typo).toHaveAttribute('href', /\/demo\/jumper$/);
    await expect(typo.locator('mark').first()).toHaveText('Jumper');

    await page.goto('zh-CN/demo/basic');
    await waitForApp(page);
    const part = await firstHit(page, '条数', LABEL.zh);
    await expect(part).toHaveAttribute('href', /\/zh-CN\/demo\/sizer$/);
    // 条数 is also a saying for the page size: the page's own word, 每页条数, is marked whole
    await expect(part.locator('mark').first()).toHaveText('每页条数');
    await expect(await firstHit(page, 'itemRender', LABEL.zh)).toHaveAttribute(
      'href',
      /\/zh-CN\/demo\/item-render(#|$)/,
    );
  });

  test('opening search and typing downloads the index and the search code, no demo chunk', async ({
    page,
  }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.getByRole('combobox', { name: LABEL.en }).focus();
    await firstHit(page, 'showTotal');
    await firstHit(page, 'locale');
    await page.waitForLoadState('networkidle');
    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => path.endsWith('.json'))).toEqual([
      expect.stringMatching(/\/search-index\.en-US\.json$/),
    ]);
    const scripts = requests.filter((request) => request.resourceType() === 'script');
    // the search code (the site's engine and MiniSearch, one or two chunks), never a demo's
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    expect(scripts.length).toBeLessThanOrEqual(2);
    const bodies = await Promise.all(
      scripts.map(async (request) => (await (await request.response())?.text()) ?? ''),
    );
    expect(bodies.join('\n')).toContain('createSearchEngine');
    expect(bodies.join('\n')).toContain('MiniSearch');
    for (const body of bodies) expect(body).not.toMatch(/rc-pagination|docs-demo-|DumiDemo/);
    expect(paths).toHaveLength(scripts.length + 1);
  });
});
