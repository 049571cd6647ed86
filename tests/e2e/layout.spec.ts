import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support';

/** How many lines the site name beside the logo takes, from the rectangles of its text. */
async function linesOfSiteName(page: Page): Promise<number> {
  return page.locator('.dumi-default-logo').evaluate((logo) => {
    const name = [...logo.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!name) throw new Error('the logo has no name beside it');
    const range = document.createRange();
    range.selectNodeContents(name);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
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
      // nothing in the header row spills past its right edge
      const overflow = await page.locator('.dumi-default-header-content').evaluate((row) => {
        const edge = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
        return [...row.querySelectorAll('.dumi-default-header-right-aside > *')]
          .map((item) => item.getBoundingClientRect().right - edge)
          .filter((past) => past > 0.5);
      });
      expect(overflow).toEqual([]);
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
