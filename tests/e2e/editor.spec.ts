import fs from 'fs';
import LZString from 'lz-string';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './support';

/**
 * The live editor as people expect a code editor: undo takes back a typed run at
 * once, Reset can be undone and keeps the focus, a syntax error names its line and column and
 * marks the line, the way out by keyboard is said, JSX attributes are coloured as JavaScript,
 * edits survive leaving the page, and a share address opens below the header with the focus on
 * Run, then on the result.
 */
const LANGUAGES = [
  {
    prefix: '',
    suffix: '',
    show: 'Show code',
    edit: 'Edit code',
    editor: "Edit the demo's code",
    reset: 'Reset code',
    hint: 'Tab indents. To leave the editor, press Escape, then Tab.',
    tagEnd: 'index.tsx, line 20, column 22: a JSX tag must end with /> or >',
    stale: /^Not current/,
    restored: /were kept from earlier in this tab/,
    discard: 'Discard edits',
    runShared: 'Run shared code',
    result: 'Result of the edited code',
  },
  {
    prefix: 'zh-CN/',
    suffix: '.zh-CN',
    show: '显示代码',
    edit: '编辑代码',
    editor: '编辑示例代码',
    reset: '重置代码',
    hint: 'Tab 键缩进。要离开编辑器，请先按 Esc，再按 Tab。',
    tagEnd: 'index.tsx，第 20 行第 22 列：JSX 标签必须以 /> 或 > 结尾',
    stale: /^不是最新结果/,
    restored: /已恢复你在此标签页中之前/,
    discard: '放弃修改',
    runShared: '运行分享的代码',
    result: '修改后代码的运行结果',
  },
];

const source = (name: string) =>
  fs.readFileSync(path.resolve(__dirname, '../../docs/demo/demos', name), 'utf8').trim();

for (const lang of LANGUAGES) {
  type Lang = typeof lang;
  /** Keys and Reset behave alike in both languages (Reset's Chinese name: visitors-code.spec.ts). */
  const keysToo = lang.prefix === '';

  /** The first demo of a page, its code shown and its editor open and focused. */
  async function openEditor(page: Page, route: string, l: Lang = lang): Promise<{ box: Locator; editor: Locator }> {
    await page.goto(`${l.prefix}${route}`);
    await waitForApp(page);
    const box = page.locator('.rcp-previewer').first();
    await box.getByRole('button', { name: l.show }).click();
    await box.getByRole('button', { name: l.edit }).click();
    const editor = box.getByRole('textbox', { name: l.editor });
    await expect(editor).toBeFocused();
    return { box, editor };
  }

  async function replaceCode(page: Page, code: string) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(code);
  }

  const frameText = (box: Locator, text: string) =>
    box.frameLocator('iframe.rcp-sandbox-frame').getByText(text, { exact: true });

  test.describe(`the live editor (${lang.prefix || 'en-US'})`, () => {
    if (keysToo) {
      test('one Ctrl+Z takes back a typed word, Ctrl+Shift+Z and Ctrl+Y bring it again', async ({ page }) => {
        const { editor } = await openEditor(page, 'demo/basic');
        const before = await editor.inputValue();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.type('Edited');
        await expect(editor).toHaveValue(`${before}Edited`);
        await page.keyboard.press('ControlOrMeta+Z');
        await expect(editor).toHaveValue(before);
        await page.keyboard.press('ControlOrMeta+Shift+Z');
        await expect(editor).toHaveValue(`${before}Edited`);
        await page.keyboard.press('ControlOrMeta+Z');
        await expect(editor).toHaveValue(before);
        await page.keyboard.press('Control+Y');
        await expect(editor).toHaveValue(`${before}Edited`);
      });

      test('Reset leaves the focus in the editor, and Ctrl+Z brings the edits back', async ({ page }) => {
        const { box, editor } = await openEditor(page, 'demo/basic');
        const original = await editor.inputValue();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.type('// mine');
        await box.getByRole('button', { name: lang.reset }).click();
        await expect(editor).toHaveValue(original);
        await expect(editor).toBeFocused();
        await expect(box.getByRole('button', { name: lang.reset })).toBeDisabled();
        await page.keyboard.press('ControlOrMeta+Z');
        await expect(editor).toHaveValue(`${original}// mine`);
        await expect(box.getByRole('button', { name: lang.reset })).toBeEnabled();
      });
    }

    test('says how to leave it, to screen readers and on screen while it has the focus', async ({ page }) => {
      const { box, editor } = await openEditor(page, 'demo/basic');
      await expect(editor).toHaveAccessibleDescription(lang.hint);
      const hint = box.getByText(lang.hint);
      await expect(hint).toHaveCSS('opacity', '1');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      await expect(editor).not.toBeFocused();
      await expect(hint).toHaveCSS('opacity', '0');
    });

    test('a tag missing its /> names file, line and column, marks the line and the preview as not current', async ({
      page,
    }) => {
      const code = source(`controlled${lang.suffix}.tsx`);
      const { box, editor } = await openEditor(page, 'demo/controlled');
      await replaceCode(page, code.replace('const [current, setCurrent]', 'const [current, setCurrent] ')); // runs
      await expect(box.locator('iframe.rcp-sandbox-frame[data-shown]')).toBeVisible();
      await replaceCode(page, code.replace(/(locale=\{\w+\}\n\s*)\/>/, '$1'));

      const message = box.getByRole('status').filter({ hasText: lang.tagEnd });
      await expect(message).toHaveText(lang.tagEnd);
      await expect(editor).toHaveAttribute('aria-invalid', 'true');
      await expect(editor).toHaveAccessibleDescription(`${lang.tagEnd} ${lang.hint}`);
      const marked = box.locator('.rcp-previewer-editor-colours .token-line[data-error]');
      await expect(marked).toHaveCount(1);
      expect(await marked.evaluate((line) => [...line.parentElement!.children].indexOf(line) + 1)).toBe(20);
      await expect(box.locator('.rcp-previewer-demo[data-stale]')).toContainText(lang.stale);

      await replaceCode(page, code.replace('const [current, setCurrent]', 'const [current, setCurrent] '));
      await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
      await expect(marked).toHaveCount(0);
      await expect(box.locator('.rcp-previewer-demo[data-stale]')).toHaveCount(0);
    });

    test("keeps a demo's edits when the visitor leaves the page and comes back, says so, and can discard them", async ({
      page,
    }) => {
      const code = source(`basic${lang.suffix}.tsx`).replace('[25, 120, 500]', '[25, 120, 777]');
      const { box } = await openEditor(page, 'demo/basic');
      await replaceCode(page, code);
      const total = lang.prefix ? '共 777 条' : '777 items';
      await expect(frameText(box, total)).toBeVisible();

      await page.goto(`${lang.prefix}demo/simple`);
      await waitForApp(page);
      await page.goBack();
      await waitForApp(page);
      const back = page.locator('.rcp-previewer').first();
      await expect(back.getByRole('status').filter({ hasText: lang.restored })).toBeVisible();
      await expect(frameText(back, total)).toBeVisible();

      await back.getByRole('button', { name: lang.discard }).click();
      await expect(back.getByRole('status').filter({ hasText: lang.restored })).toHaveCount(0);
      await page.reload();
      await waitForApp(page);
      await expect(page.locator('.rcp-previewer').first().getByText(total)).toHaveCount(0);
      await expect(page.getByText(lang.restored)).toHaveCount(0);
    });

    test('a share address opens the demo below the sticky header, leaves the focus alone, and Run moves it to the result', async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}demo/basic`);
      await waitForApp(page);
      const id = await page.locator('.rcp-previewer').first().getAttribute('id');
      const code = source(`basic${lang.suffix}.tsx`).replace('[25, 120, 500]', '[25, 120, 777]');
      const payload = LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, files: { 'index.tsx': ['ts', code] } }));
      await page.goto('about:blank');
      await page.goto(`${lang.prefix}demo/basic#${id}~${payload}`);
      await waitForApp(page);
      const box = page.locator(`[id="${id}"]`);
      const run = box.getByRole('button', { name: lang.runShared });
      await expect(run).toBeVisible();
      await expect(run).not.toBeFocused();
      const header = await page.locator('.dumi-default-header').boundingBox();
      const demoTop = (await box.boundingBox())!.y;
      expect(demoTop).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // the visitor moves to Run (as Tab would) and presses Enter
      await run.focus();
      await page.keyboard.press('Enter');
      await expect(box.getByRole('region', { name: lang.result })).toBeFocused();
      await expect(frameText(box, lang.prefix ? '共 777 条' : '777 items')).toBeVisible();
    });
  });
}

test('JavaScript inside a JSX attribute is coloured as JavaScript, not as the tag', async ({ page }) => {
  await page.goto('demo/sizer');
  await waitForApp(page);
  const box = page.locator('.rcp-previewer').first();
  await box.getByRole('button', { name: 'Show code' }).click();
  const call = box.locator('.prism-code .token', { hasText: /^setPageSize$/ }).last();
  await expect(call).toHaveClass(/\bfunction\b/);
  await expect(call).not.toHaveClass(/\btag\b/);
  const argument = box.locator('.prism-code .token.language-javascript', { hasText: /^size$/ }).last();
  await expect(argument).not.toHaveClass(/\btag\b/);
  await expect(box.locator('.prism-code .token.tag', { hasText: /^Pagination$/ }).first()).toBeVisible();
});
