import type { Page } from '@playwright/test';
import { expect, visit as test, waitForApp } from './support';

/**
 * Layout that only a browser measures: the header's row, the sidebar's labels, the API table's
 * property names and its per-release types, Chinese paragraphs. Each page is loaded once and
 * resized from width to width, one step per width: the header and the tables are laid out by CSS
 * alone (media queries), so a resized page is laid out as a page loaded at that width.
 */

/** How many lines the site name beside the logo takes, from the rectangles of its text. */
async function linesOfSiteName(page: Page): Promise<number> {
  return page.locator('.dumi-default-logo .site-logo-name').evaluate((name) => {
    const range = document.createRange();
    range.selectNodeContents(name);
    const lines = [...range.getClientRects()].filter((rect) => rect.height > 0);
    return new Set(lines.map((rect) => Math.round(rect.top))).size;
  });
}

/** How far (px) anything in the header row reaches past its right edge, item by item. */
function overflowOfHeader(page: Page): Promise<number[]> {
  return page.locator('.dumi-default-header-content').evaluate((row) => {
    const edge = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
    return [...row.querySelectorAll('.dumi-default-header-right-aside > *, .site-navbar-item')]
      .map((item) => item.getBoundingClientRect().right - edge)
      .filter((past) => past > 0.5);
  });
}

/** Opens `route` at `width` px and waits for the client. */
async function open(page: Page, route: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route);
  await waitForApp(page);
}

/** The header at every width from a small laptop's to a desktop's, then on a tablet. */
async function headerFitsItsRow(page: Page): Promise<void> {
  for (const width of [1024, 1100, 1280, 1440]) {
    await test.step(`at ${width} px: the site name sits on one line and the header fits its row`, async () => {
      await page.setViewportSize({ width, height: 800 });
      expect(await linesOfSiteName(page), `site name lines at ${width} px`).toBe(1);
      expect(await overflowOfHeader(page), `header overflow at ${width} px`).toEqual([]);
      // with the API link in the row, the language's name still sits on one line
      const lang = await page.locator('.site-lang-switch-link').boundingBox();
      const nav = await page.locator('.site-navbar-link').first().boundingBox();
      expect(lang!.height, `language link height at ${width} px`).toBeLessThanOrEqual(nav!.height + 2);
    });
  }
  for (const width of [768, 900]) {
    await test.step(`at ${width} px: the header fits its row, the logo still named for screen readers`, async () => {
      await page.setViewportSize({ width, height: 800 });
      expect(await overflowOfHeader(page), `header overflow at ${width} px`).toEqual([]);
      await expect(page.getByRole('banner').getByRole('link', { name: 'rc-pagination' })).toBeVisible();
      // every navigation link on one line
      const heights = await page.locator('.site-navbar-link').evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().height)),
      );
      expect(new Set(heights).size, `navigation link heights at ${width} px`).toBe(1);
    });
  }
}

async function sidebarLabelsWhole(page: Page): Promise<void> {
  await test.step('at 1280 px: every sidebar label is shown whole', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const cut = await page
      .locator('.dumi-default-sidebar dt, .dumi-default-sidebar dd > a')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
  });
}

async function apiTableKeepsNames(page: Page): Promise<void> {
  await test.step('at 1280 px: the API table never breaks a property name', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const names = page.locator('.markdown table td:first-child > code');
    expect(await names.count()).toBeGreaterThan(20);
    // a name on more than one line, from the rectangles of its text
    const broken = await names.evaluateAll((codes) =>
      codes
        .filter((code) => {
          const range = document.createRange();
          range.selectNodeContents(code);
          const tops = [...range.getClientRects()].filter((r) => r.height > 0).map((r) => Math.round(r.top));
          return new Set(tops).size > 1;
        })
        .map((code) => code.textContent),
    );
    expect(broken).toEqual([]);
    // the table still fits the content column
    const past = await page
      .locator('.markdown table')
      .first()
      .evaluate((table) => table.getBoundingClientRect().right - table.parentElement!.getBoundingClientRect().right);
    expect(past).toBeLessThanOrEqual(1);
  });
}

async function releasesStayWithinPage(page: Page, column: string): Promise<void> {
  await test.step("at 390 px: the API table's releases and types per release stay within the page", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const table = page.locator('.markdown table').filter({ has: page.locator('th', { hasText: column }) });
    const row = table.getByRole('row').filter({ has: page.locator('td:first-child > code', { hasText: /^showSizeChanger$/ }) });
    await row.locator('summary').click();
    const lines = row.locator('details li');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toContainText('boolean | SelectProps');
    // each line wraps inside its cell, and the page itself never scrolls sideways
    const past = await row.locator('details').evaluate((details) => {
      const cell = details.closest('td')!.getBoundingClientRect();
      return Math.max(...[...details.querySelectorAll('li')].map((li) => li.getBoundingClientRect().right - cell.right));
    });
    expect(past).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('/demo/basic: the header fits its row from 768 to 1440 px, and every sidebar label is whole', async ({ page }) => {
  await open(page, 'demo/basic', 1280);
  await headerFitsItsRow(page);
  await sidebarLabelsWhole(page);
});

test('/zh-CN/demo/basic: the header fits its row, every sidebar label is whole, paragraphs are set flush', async ({
  page,
}) => {
  await open(page, 'zh-CN/demo/basic', 390);
  await test.step('on a phone, Chinese paragraphs are set flush to the start, with no gaps stretched around inline code', async () => {
    const paragraph = page.locator('.markdown p').first();
    await expect(paragraph).toHaveCSS('text-align', 'start');
    // and on a wide screen too, where justified text spreads a line's characters apart
    // ("未 设 置   showSizeChanger   时" at 1280 px)
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(paragraph).toHaveCSS('text-align', 'start');
  });
  await headerFitsItsRow(page);
  await sidebarLabelsWhole(page);
});

test('/: the header fits its row, and the API table keeps its names whole and its releases within a phone', async ({
  page,
}) => {
  await open(page, '', 1280);
  await headerFitsItsRow(page);
  await apiTableKeepsNames(page);
  await releasesStayWithinPage(page, 'Releases');
});

test('/zh-CN: the API table keeps its names whole and its releases within a phone', async ({ page }) => {
  await open(page, 'zh-CN', 1280);
  await apiTableKeepsNames(page);
  await releasesStayWithinPage(page, '版本');
});
