import type { Page } from '@playwright/test';
import { expect, visit as test, waitForApp } from './support';

/**
 * "Skip to content" is the first thing Tab reaches, is drawn while focused, and Enter on it puts
 * focus on the page's main content, so that the next Tab lands on the content's first link or
 * control instead of the header's.
 */

/** Whether focus is on the first element of the skip target that Tab can reach. */
function focusIsOnFirstTabbable(page: Page) {
  return page.evaluate(() => {
    const target = document.getElementById('site-content');
    const tabbable = [
      ...(target?.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
      ) ?? []),
    ].find(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    const active = document.activeElement;
    return {
      onFirst: tabbable !== undefined && active === tabbable,
      active: active?.outerHTML.slice(0, 120) ?? null,
      expected: tabbable?.outerHTML.slice(0, 120) ?? null,
    };
  });
}

for (const { route, name } of [
  { route: 'demo/sizer', name: 'Skip to content' },
  { route: 'zh-CN/demo/sizer', name: '跳到正文' },
  { route: 'zh-CN', name: '跳到正文' },
]) {
  test(`/${route}: the first Tab focuses "${name}", Enter moves focus to the content, the next Tab to its first link or control`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const skip = page.getByRole('link', { name, exact: true });

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    // drawn, not clipped to the 1 px of the visually hidden text
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(box?.height ?? 0).toBeGreaterThan(20);

    await page.keyboard.press('Enter');
    await expect(page.locator('#site-content')).toBeFocused();
    await expect(page.locator('#site-content')).toHaveJSProperty('tagName', 'ARTICLE');
    // the address keeps what it had: the link focuses, it does not navigate
    expect(new URL(page.url()).hash).toBe('');

    await page.keyboard.press('Tab');
    expect(await focusIsOnFirstTabbable(page)).toEqual(expect.objectContaining({ onFirst: true }));
    await expect(skip).not.toBeFocused();
  });
}

test('a standalone demo page opens with the skip link too, leading to the demo', async ({ page }) => {
  await page.goto('~demos/docs-demo-sizer-demo-sizer');
  await expect(page.locator('.rc-pagination')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIsOnFirstTabbable(page)).toEqual(expect.objectContaining({ onFirst: true }));
});

test('unfocused, the skip link takes no room', async ({ page }) => {
  await page.goto('demo/sizer');
  await waitForApp(page);
  const box = await page.locator('.site-skip-link').boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(1);
  expect(box?.height ?? 0).toBeLessThanOrEqual(1);
});
