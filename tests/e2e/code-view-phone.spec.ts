import { devices, type Locator, type Page } from '@playwright/test';
import { expect, HIGHLIGHTED_CODE, test, waitForApp } from './support';

/**
 * A demo's code on a phone (Pixel 7: 412 px wide, touch): lines wrap, so tapping into the code
 * never scrolls it sideways and hides the start of the lines (it did: "t React"), and the code
 * bar sticks under the site's sticky bars instead of sliding under them.
 */
// the project's browser stays (defaultBrowserType cannot change inside a file)
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

/** Whether the first character of the code's first line lies inside the visible area. */
async function firstCharacterShown(page: Page, box: Locator) {
  return box.locator('.rcp-previewer-source').evaluate((panel) => {
    const line = panel.querySelector('.token-line');
    const text = line && document.createTreeWalker(line, NodeFilter.SHOW_TEXT).nextNode();
    if (!text) return 'no first line';
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const char = range.getBoundingClientRect();
    const input = panel.querySelector('textarea');
    const frame = (input ?? panel).getBoundingClientRect();
    const scrolled = [input, panel].some((element) => element && element.scrollLeft !== 0);
    if (scrolled) return 'scrolled sideways';
    if (char.left < Math.max(0, frame.left) || char.right > Math.min(window.innerWidth, frame.right)) {
      return `the first character is at ${char.left}..${char.right}, the code at ${frame.left}..${frame.right}`;
    }
    return 'shown';
  });
}

test('on a phone, tapping into the code keeps the start of the lines in view and nothing covers the code bar', async ({
  page,
}) => {
  await page.goto('demo/sizer');
  await waitForApp(page);
  const box = page.locator('.rcp-previewer').first();
  await box.getByRole('button', { name: 'Show code' }).tap();
  const region = box.getByRole('region', { name: 'Source code: Size changer' });
  await expect(region.locator(HIGHLIGHTED_CODE)).toBeVisible();
  expect(await firstCharacterShown(page, box)).toBe('shown');

  // the longest line: before, the caret at its end scrolled the editor sideways
  const lines = region.locator('.token-line');
  const lengths = await lines.evaluateAll((all) => all.map((line) => line.textContent?.length ?? 0));
  const longest = lines.nth(lengths.indexOf(Math.max(...lengths)));
  await longest.scrollIntoViewIfNeeded();
  const spot = await longest.boundingBox();
  await page.touchscreen.tap(spot!.x + spot!.width - 4, spot!.y + spot!.height - 4);
  const editor = box.getByRole('textbox', { name: "Edit the demo's code" });
  await expect(editor).toBeFocused();
  await page.keyboard.type('x');
  await expect(editor).toHaveValue(/x/);
  expect(await firstCharacterShown(page, box)).toBe('shown');

  // scrolled so the code runs under the sticky header: the code bar's buttons stay uncovered
  await region.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top));
  for (const button of await region.locator('.rcp-previewer-code-bar button').all()) {
    const uncovered = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(uncovered, `${await button.textContent()} is covered`).toBe(true);
  }
});
