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
  // the wide screen keeps heti's justified setting
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(paragraph).toHaveCSS('text-align', 'justify');
});
