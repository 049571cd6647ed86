import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support';

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

for (const route of ['demo/basic', 'zh-CN/demo/basic', '']) {
  for (const width of [1024, 1100, 1280, 1440]) {
    test(`/${route} at ${width} px: the site name sits on one line and the header fits its row`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      await waitForApp(page);
      expect(await linesOfSiteName(page)).toBe(1);
      expect(await overflowOfHeader(page)).toEqual([]);
      // with the API link in the row, the language's name still sits on one line
      const lang = await page.locator('.site-lang-switch-link').boundingBox();
      const nav = await page.locator('.site-navbar-link').first().boundingBox();
      expect(lang!.height).toBeLessThanOrEqual(nav!.height + 2);
    });
  }

  for (const width of [768, 900]) {
    test(`/${route} at ${width} px: the header fits its row, the logo still named for screen readers`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      await waitForApp(page);
      expect(await overflowOfHeader(page)).toEqual([]);
      await expect(page.getByRole('banner').getByRole('link', { name: 'rc-pagination' })).toBeVisible();
      // every navigation link on one line
      const heights = await page.locator('.site-navbar-link').evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().height)),
      );
      expect(new Set(heights).size).toBe(1);
    });
  }
}

test('on a phone, Chinese paragraphs are set flush to the start, with no gaps stretched around inline code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('zh-CN/demo/basic');
  await waitForApp(page);
  const paragraph = page.locator('.markdown p').first();
  await expect(paragraph).toHaveCSS('text-align', 'start');
  // and on a wide screen too, where justified text spreads a line's characters apart
  // ("未 设 置   showSizeChanger   时" at 1280 px)
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(paragraph).toHaveCSS('text-align', 'start');
});

for (const route of ['', 'zh-CN']) {
  test(`/${route} at 1280 px: the API table never breaks a property name`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    await waitForApp(page);
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

for (const route of ['demo/basic', 'zh-CN/demo/basic']) {
  test(`/${route} at 1280 px: every sidebar label is shown whole`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    await waitForApp(page);
    const cut = await page
      .locator('.dumi-default-sidebar dt, .dumi-default-sidebar dd > a')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
  });
}

for (const [route, column] of [
  ['', 'Releases'],
  ['zh-CN', '版本'],
] as const) {
  test(`/${route} at 390 px: the API table's releases and types per release stay within the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    await waitForApp(page);
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
