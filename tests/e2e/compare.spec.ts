import type { Locator, Page } from '@playwright/test';
import { expect, onRequest, test, waitForApp } from './support';
import { DEMO_SELECTOR, demoId, replaceCode, SHOWN_FRAME } from './sandboxSupport';

/**
 * "Compare releases" on a live demo (src/theme/CompareReleases): the demo's current code runs on
 * two releases in frames of their own, each measured there (markup, keys, axe) and labelled; the
 * view loads nothing before it is asked for, keeps the page's focus, keeps its pair in the share
 * address (known releases only), stacks on a phone and speaks the page's language.
 */
const MEASURED = { timeout: 45_000 };
/**
 * What a test checks that does not depend on where the frames run: the shared-process project
 * (playwright.config.ts) leaves it to the root project and runs the rest, the page's focus kept
 * while the key probe and axe run on the page's own thread.
 */
const ANY_PROCESS = { tag: '@any-process' };
const JUMPER = 'demo/jumper';

/** The first demo's comparison, opened with its toggle. */
async function openCompare(page: Page, name = 'Compare releases'): Promise<{ box: Locator; toggle: Locator }> {
  const box = page.locator(DEMO_SELECTOR).first();
  const toggle = box.getByRole('button', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { box, toggle };
}

const side = (box: Locator, label: string) => box.locator('.rcp-compare').getByRole('region', { name: label, exact: true });

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("the default pair, measured in the comparison's frames alone: 1.5.0's nested-interactive and Space on its side only; nothing loads before; the page keeps the focus; each side shows its demo as first drawn; the link keeps the pair", async ({
    page,
  }) => {
    const early: string[] = [];
    onRequest(page, (request) => {
      if (/sandbox\/compare\.html|runner\.probe\./.test(request.url())) early.push(request.url());
    });
    await page.goto(JUMPER);
    await waitForApp(page);
    // neither the comparison's page nor its measuring part (axe-core with it) before Compare
    expect(early).toEqual([]);
    const { box, toggle } = await openCompare(page);
    await expect(box.getByRole('region', { name: 'rc-pagination 4.0.4 and @rc-component/pagination 1.5.0, side by side' })).toBeVisible();
    const documented = side(box, 'rc-pagination 4.0.4');
    const next = side(box, '@rc-component/pagination 1.5.0');
    await expect(next.getByRole('link', { name: /^nested-interactive/ })).toBeVisible(MEASURED);
    await expect(documented.getByText('axe finds no violation.')).toBeVisible(MEASURED);
    await expect(documented.getByRole('link', { name: /^nested-interactive/ })).toHaveCount(0);
    // axe's explanation, opened as the site opens other origins
    const rule = next.getByRole('link', { name: /^nested-interactive/ });
    await expect(rule).toHaveAttribute('href', /^https:\/\/dequeuniversity\.com\/rules\/axe\/.+\/nested-interactive/);
    await expect(rule).toHaveAttribute('target', '_blank');
    await expect(rule).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(next.locator('li[data-rule="nested-interactive"]')).toContainText('4 elements');
    await expect(next.getByText('Space on a page item turns the page')).toBeVisible();
    await expect(documented.getByText('Space on a page item does nothing')).toBeVisible();
    await expect(documented.getByText('Tab stops: 17')).toBeVisible();
    await expect(next.getByText('Tab stops: 10')).toBeVisible();
    // each release's cost as the build measured it
    await expect(documented.locator('.rcp-compare-cost')).toContainText(/\d+ B gzipped, React left out; peer React >=16\.9\.0/);
    await expect(next.locator('.rcp-compare-cost')).toContainText('@rc-component/util');
    // what changes, from the release data and both sides' measures
    const changes = box.getByRole('region', { name: 'Moving from rc-pagination 4.0.4 to @rc-component/pagination 1.5.0' });
    await expect(changes).toContainText('selectComponentClass is gone');
    await expect(changes).toContainText('axe finds nested-interactive (serious) on 4 elements.');
    // each side's frame is the comparison's runner page; the key probe took no focus from the page
    for (const frame of await box.locator(`.rcp-compare ${SHOWN_FRAME}`).all()) {
      await expect(frame).toHaveAttribute('src', '/sandbox/compare.html');
    }
    await expect(box.locator(`.rcp-compare ${SHOWN_FRAME}`)).toHaveCount(2);
    await expect(toggle).toBeFocused();
    // the key probe turned each side's pages, and the demo's onChange printed them: once measured,
    // each side shows the demo as it was first drawn, its first message and its page
    for (const shown of [documented, next]) {
      const frame = shown.frameLocator(SHOWN_FRAME);
      await expect(frame.getByText('Type a page number and press Enter.')).toBeVisible();
      await expect(frame.locator('.rc-pagination-item-active')).toHaveText('5');
    }

    // Tab goes from the bar through the first side's frame into the second's (a Tab pressed in a
    // frame, which the page does not see), and on past the comparison; no frame holds it
    const [firstFrame, secondFrame] = await Promise.all(
      [documented, next].map(async (shown) => (await shown.locator(SHOWN_FRAME).elementHandle())!.contentFrame()),
    );
    /** Where the focus is: a side's frame, past the comparison, elsewhere on the page, or on no element (the body). */
    const where = async () => {
      if (await firstFrame!.evaluate(() => document.hasFocus())) return 'first side';
      if (await secondFrame!.evaluate(() => document.hasFocus())) return 'second side';
      return page.evaluate(() => {
        const [focused, view] = [document.activeElement, document.querySelector('.rcp-compare')!];
        if (!focused || focused === document.body) return 'nowhere';
        if (focused.tagName === 'IFRAME' || view.contains(focused)) return 'in the comparison';
        return view.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'past the comparison' : 'before it';
      });
    };
    const reached = new Set<string>();
    await toggle.focus();
    for (let press = 0; press < 60 && !reached.has('past the comparison'); press += 1) {
      await page.keyboard.press('Tab');
      // focus on its way into a frame arrives within moments; a Tab that lost it leaves it on the body
      let at = 'nowhere';
      await expect.poll(async () => (at = await where()), { timeout: 3000 }).not.toBe('nowhere');
      if (at === 'first side' || at === 'second side' || at === 'past the comparison') reached.add(at);
    }
    expect([...reached]).toEqual(['first side', 'second side', 'past the comparison']);

    await box.getByRole('combobox', { name: 'Second release' }).selectOption('5.1.0');
    await expect(side(box, 'rc-pagination 5.1.0').getByText('Space on a page item does nothing')).toBeVisible(MEASURED);
    await box.getByRole('button', { name: 'Copy link to this comparison' }).click();
    const id = await demoId(page);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/demo/jumper#${id}~~4\\.0\\.4~5\\.1\\.0$`));
  });
});

test('edited code is what both sides run; the pair in an address restores the view, and what it names that is no release is shown as text, never run', ANY_PROCESS, async ({
  page,
}) => {
  // two comparisons, four frames
  test.slow();
  await page.goto(JUMPER);
  await waitForApp(page);
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  const editor = box.getByRole('textbox', { name: "Edit the demo's code" });
  // the editor's text arrives with its chunk: read it once it holds the demo's line
  await expect(editor).toHaveValue(/<p style=\{\{ marginTop: 12 \}\}>\{message\}<\/p>/);
  const code = await editor.inputValue();
  // a line of its own: the key probe turns the page, and onChange rewrites the demo's message
  await replaceCode(page, code.replace('<p style={{ marginTop: 12 }}>{message}</p>', '<p style={{ marginTop: 12 }}>{message}</p>\n      <p>Edited before comparing.</p>'));
  await openCompare(page);
  for (const label of ['rc-pagination 4.0.4', '@rc-component/pagination 1.5.0']) {
    await expect(side(box, label).frameLocator(SHOWN_FRAME).getByText('Edited before comparing.')).toBeVisible(MEASURED);
  }

  const id = await demoId(page);
  await page.goto('about:blank');
  await page.goto(`${JUMPER}#${id}~~4.3.0~%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`);
  await waitForApp(page);
  const restored = page.locator(DEMO_SELECTOR).first();
  await expect(restored.getByRole('button', { name: 'Compare releases' })).toHaveAttribute('aria-expanded', 'true');
  await expect(restored.getByRole('combobox', { name: 'First release' })).toHaveValue('4.3.0');
  await expect(restored.getByRole('combobox', { name: 'Second release' })).toHaveValue('1.5.0');
  await expect(restored.locator('.rcp-compare')).toContainText(
    'The link names releases this site does not run (“<img src=x onerror=alert(1)>”), so it compares rc-pagination 4.3.0 and @rc-component/pagination 1.5.0.',
  );
  await expect(restored.locator('.rcp-compare img')).toHaveCount(0);
  await expect(side(restored, '@rc-component/pagination 1.5.0').getByText('Tab stops: 10')).toBeVisible(MEASURED);
  await expect(side(restored, 'rc-pagination 4.3.0').getByText('Tab stops: 17')).toBeVisible(MEASURED);
  // a pair picked after the link's is the one the language switch (which carries the link) shows
  await restored.getByRole('combobox', { name: 'Second release' }).selectOption('5.1.0');
  await page.getByRole('link', { name: 'Language: 中文' }).click();
  const chinese = page.locator(DEMO_SELECTOR).first();
  await expect(chinese.getByRole('combobox', { name: '第二个版本' })).toHaveValue('5.1.0');
  await expect(chinese.getByRole('combobox', { name: '第一个版本' })).toHaveValue('4.3.0');
  // and back: the English page, whose demo the link's hash names, keeps the pick too
  await page.getByRole('link', { name: /^语言：\s*English$/ }).click();
  await expect(page.locator(DEMO_SELECTOR).first().getByRole('combobox', { name: 'Second release' })).toHaveValue('5.1.0');
});

test('code that throws as it renders fails both sides, which say so, and the changes wait no more', ANY_PROCESS, async ({ page }) => {
  await page.goto(JUMPER);
  await waitForApp(page);
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  const { box: compared } = await openCompare(page);
  await replaceCode(page, "export default function Broken() {\n  throw new Error('broken on purpose');\n}\n");
  for (const label of ['rc-pagination 4.0.4', '@rc-component/pagination 1.5.0']) {
    await expect(side(compared, label).getByText(`The code did not run on ${label}, so nothing was measured.`)).toBeVisible(MEASURED);
  }
  await expect(compared.locator('.rcp-compare')).not.toContainText('Waiting for both sides to be measured.');
});

test('the language switch keeps the open comparison and its pair, both ways', ANY_PROCESS, async ({ page }) => {
  await page.goto(JUMPER);
  await waitForApp(page);
  const { box } = await openCompare(page);
  await box.getByRole('combobox', { name: 'First release' }).selectOption('4.3.0');
  await box.getByRole('combobox', { name: 'Second release' }).selectOption('5.1.0');
  await page.getByRole('link', { name: 'Language: 中文' }).click();
  await expect(page.getByRole('combobox', { name: '搜索文档' })).toBeVisible();
  const chinese = page.locator(DEMO_SELECTOR).first();
  await expect(chinese.getByRole('button', { name: '对比版本' })).toHaveAttribute('aria-expanded', 'true');
  await expect(chinese.getByRole('combobox', { name: '第一个版本' })).toHaveValue('4.3.0');
  await expect(chinese.getByRole('combobox', { name: '第二个版本' })).toHaveValue('5.1.0');
  await expect(side(chinese, 'rc-pagination 5.1.0').getByText('可用键盘聚焦的位置：16 个')).toBeVisible(MEASURED);
  await chinese.getByRole('combobox', { name: '第二个版本' }).selectOption('1.5.0');
  await page.getByRole('link', { name: /^语言：\s*English$/ }).click();
  const english = page.locator(DEMO_SELECTOR).first();
  await expect(english.getByRole('button', { name: 'Compare releases' })).toHaveAttribute('aria-expanded', 'true');
  await expect(english.getByRole('combobox', { name: 'Second release' })).toHaveValue('1.5.0');
  // closed here, it stays closed in the other language
  await english.getByRole('button', { name: 'Compare releases' }).click();
  await page.getByRole('link', { name: 'Language: 中文' }).click();
  await expect(page.getByRole('combobox', { name: '搜索文档' })).toBeVisible();
  await expect(page.locator(DEMO_SELECTOR).first().getByRole('button', { name: '对比版本' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.rcp-compare')).toHaveCount(0);
});

test.describe('on a phone, in Chinese', () => {
  test.use({ viewport: { width: 412, height: 839 } });

  test('the sides stack, and every text of the view is Chinese', ANY_PROCESS, async ({ page }) => {
    await page.goto(`zh-CN/${JUMPER}`);
    await waitForApp(page);
    const { box } = await openCompare(page, '对比版本');
    await expect(box.getByRole('region', { name: 'rc-pagination 4.0.4 与 @rc-component/pagination 1.5.0 并排对比' })).toBeVisible();
    const first = side(box, 'rc-pagination 4.0.4');
    const second = side(box, '@rc-component/pagination 1.5.0');
    await expect(second.getByText('在页码上按空格键会翻页')).toBeVisible(MEASURED);
    await expect(first.getByText('axe 未发现违规。')).toBeVisible(MEASURED);
    await expect(box.getByRole('region', { name: '从 rc-pagination 4.0.4 迁移到 @rc-component/pagination 1.5.0' })).toContainText('selectComponentClass 已移除');
    await expect(box.getByRole('combobox', { name: '第二个版本' })).toBeVisible();
    const [top, below] = [await first.boundingBox(), await second.boundingBox()];
    expect(below!.y).toBeGreaterThanOrEqual(top!.y + top!.height);
    expect(below!.x).toBe(top!.x);
    // nothing of the view spills past a phone's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });
});

test('on the Sizer demo the markup changes list the size changer', ANY_PROCESS, async ({ page }) => {
  await page.goto('demo/sizer');
  await waitForApp(page);
  const { box } = await openCompare(page);
  const changes = box.getByRole('region', { name: 'Moving from rc-pagination 4.0.4 to @rc-component/pagination 1.5.0' });
  await expect(changes.locator('[data-category="markup"] [data-kind="sizeChanger"]')).toContainText('page size changer', MEASURED);
});
