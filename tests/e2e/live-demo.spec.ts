import fs from 'fs';
import LZString from 'lz-string';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { expect, HIGHLIGHTED_CODE, test, visit, waitForApp } from './support';

/**
 * Live demos, in both interface languages: the code of a demo opens read-only and becomes an
 * editor when the visitor starts to edit, and what the visitor types runs in place of the demo,
 * in the sandboxed runner frame (src/theme/Previewer, src/liveDemo, src/sandbox).
 */
const LANGUAGES = [
  {
    prefix: '',
    source: 'basic.tsx',
    text: (total: number) => `${total} items`,
    editor: "Edit the demo's code",
    edit: 'Edit code',
    region: 'Source code: Several totals',
    show: 'Show code',
    hide: 'Hide code',
    reset: 'Reset code',
    share: 'Copy share link',
    shared: 'Link copied!',
    javascript: 'JavaScript',
    typescript: 'TypeScript',
    sandbox: 'Open in CodeSandbox',
    copy: 'Copy code',
    search: 'Search the documentation',
    syntax: /^index\.tsx, line 6, column \d+: a “,” is missing$/,
    unknownImport: /^"lodash" cannot be imported here\. Available: .*rc-pagination.*rc-select/,
    badLink: 'The code in this link could not be read, so the original demo is shown.',
    runShared: 'Run shared code',
    keptJavaScript: /stays in JavaScript/,
  },
  {
    prefix: 'zh-CN/',
    source: 'basic.zh-CN.tsx',
    text: (total: number) => `共 ${total} 条`,
    editor: '编辑示例代码',
    edit: '编辑代码',
    region: '源代码：不同的数据总数',
    show: '显示代码',
    hide: '隐藏代码',
    reset: '重置代码',
    share: '复制分享链接',
    shared: '链接已复制！',
    javascript: 'JavaScript',
    typescript: 'TypeScript',
    sandbox: '在 CodeSandbox 中打开',
    copy: '复制代码',
    search: '搜索文档',
    syntax: /^index\.tsx，第 6 行第 \d+ 列：缺少“,”$/,
    unknownImport: /^这里不能导入“lodash”。可以导入：.*rc-pagination.*rc-select/,
    badLink: '无法读取此链接中的代码，因此显示原始示例。',
    runShared: '运行分享的代码',
    keptJavaScript: /仍显示为 JavaScript/,
  },
];

for (const lang of LANGUAGES) {
  const SOURCE = fs
    .readFileSync(path.resolve(__dirname, '../../docs/demo/demos', lang.source), 'utf8')
    .trim();
  const edited = (total: number) => SOURCE.replace('[25, 120, 500]', `[25, 120, ${total}]`);
  const route = `${lang.prefix}demo/basic`;
  /**
   * The box's height, Reset, the CodeSandbox payload and the keys behave alike in both languages:
   * Chinese runs the cases whose words differ (Reset's and CodeSandbox's Chinese names are
   * visitors-code.spec.ts's and previewer.spec.ts's, the frame's Chinese look edited-looks.spec.ts's).
   */
  const everyCase = lang.prefix === '';

  /** The original demo's text, in its preview (the description quotes the totals too). */
  const shows = (box: Locator, total: number) =>
    box.locator('.rcp-previewer-demo').getByText(lang.text(total), { exact: true });
  /** The edited demo's text, in the runner frame that took the original's place. */
  const showsEdited = (box: Locator, total: number) =>
    box.frameLocator('iframe.rcp-sandbox-frame').getByText(lang.text(total), { exact: true });

  /** The first demo of the basic page, its code opened, Edit pressed and its editor ready. */
  async function openEditor(page: Page): Promise<{ box: Locator; editor: Locator }> {
    await page.goto(route);
    await waitForApp(page);
    const box = page.locator('.rcp-previewer').first();
    await box.getByRole('button', { name: lang.show }).click();
    await box.getByRole('button', { name: lang.edit }).click();
    const editor = box.getByRole('textbox', { name: lang.editor });
    await expect(editor).toBeVisible();
    return { box, editor };
  }

  /** Replaces the whole text, as a paste over a selection would. */
  async function replaceCode(page: Page, editor: Locator, code: string) {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(code);
  }

  test.describe(`live demo (${lang.prefix || 'en-US'})`, () => {
    visit('an edit changes the preview, without a reload', async ({ page, problems }) => {
      const { box, editor } = await openEditor(page);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await expect(shows(box, 500)).toBeVisible();
      await replaceCode(page, editor, edited(777));
      await expect(showsEdited(box, 777)).toBeVisible();
      await expect(shows(box, 500)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
    });

    if (everyCase) {
      visit('the demo box keeps its height while edits run: nothing below it moves', async ({ page }) => {
        const { box, editor } = await openEditor(page);
        // every height the box takes, each rendered frame's (a ResizeObserver reports before paint)
        await box.locator('.rcp-previewer-demo').evaluate((element) => {
          const heights: number[] = [];
          (window as unknown as { heights: number[] }).heights = heights;
          new ResizeObserver(() => heights.push(element.getBoundingClientRect().height)).observe(element);
        });
        // the first run replaces the original demo, the second a frame
        await replaceCode(page, editor, edited(777));
        await expect(showsEdited(box, 777)).toBeVisible();
        await replaceCode(page, editor, edited(778));
        await expect(showsEdited(box, 778)).toBeVisible();
        const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
        expect(heights.length).toBeGreaterThan(0);
        expect(heights.filter((height) => Math.abs(height - heights[0]) > 1)).toEqual([]);
      });
    }

    visit('a syntax error shows where it is and keeps the last preview; the page keeps working; a fix recovers', async ({
      page,
    }) => {
      const { box, editor } = await openEditor(page);
      await replaceCode(page, editor, edited(777));
      await expect(showsEdited(box, 777)).toBeVisible();

      await replaceCode(page, editor, edited(888).replace('const totals = [25, 120, 888];', 'const totals = [25, 120, 888;'));
      await expect(box.getByRole('status').filter({ hasText: lang.syntax })).toBeVisible();
      // the last good preview stays
      await expect(showsEdited(box, 777)).toBeVisible();

      // the rest of the page: the other demos, the header, search
      const second = page.locator('.rcp-previewer').nth(1);
      await second.getByRole('button', { name: lang.show }).click();
      await second.getByRole('button', { name: lang.edit }).click();
      await expect(second.getByRole('textbox', { name: lang.editor })).toBeVisible();
      const search = page.getByRole('combobox', { name: lang.search });
      await search.fill('showQuickJumper');
      await expect(page.getByRole('option').first()).toBeVisible();
      await search.fill('');
      await page.keyboard.press('Escape');

      await replaceCode(page, editor, edited(999));
      await expect(showsEdited(box, 999)).toBeVisible();
      await expect(box.getByRole('status').filter({ hasText: lang.syntax })).toHaveCount(0);
    });

    visit('an exception shows the error box; fixing the code brings the preview back', async ({ page }) => {
      const { box, editor } = await openEditor(page);
      await replaceCode(page, editor, SOURCE.replace('return (', "throw new Error('edited to fail');\n  return ("));
      await expect(box.getByRole('alert')).toContainText('edited to fail');
      await replaceCode(page, editor, edited(321));
      await expect(showsEdited(box, 321)).toBeVisible();
      await expect(box.getByRole('alert')).toHaveCount(0);
    });

    visit('an unknown import is named with the modules that can be imported', async ({ page }) => {
      const { box, editor } = await openEditor(page);
      await replaceCode(page, editor, `import _ from 'lodash';\n${edited(654).replace('export default', 'console.log(_);\nexport default')}`);
      await expect(box.getByRole('status').filter({ hasText: lang.unknownImport })).toBeVisible();
      await expect(shows(box, 500)).toBeVisible();
    });

    if (everyCase) {
      visit('Reset restores the original code and demo', async ({ page }) => {
        const { box, editor } = await openEditor(page);
        const reset = box.getByRole('button', { name: lang.reset });
        await expect(reset).toBeDisabled();
        await replaceCode(page, editor, edited(777));
        await expect(showsEdited(box, 777)).toBeVisible();
        await reset.click();
        await expect(shows(box, 500)).toBeVisible();
        await expect(editor).toHaveValue(/const totals = \[25, 120, 500\];/);
        await expect(reset).toBeDisabled();
      });
    }

    visit('edits survive the JavaScript switch and closing the code', async ({ page }) => {
      const { box, editor } = await openEditor(page);
      await replaceCode(page, editor, edited(777));
      await box.getByRole('button', { name: lang.javascript }).click();
      await expect(box.getByText('index.jsx')).toBeVisible();
      await expect(editor).toHaveValue(/const totals = \[25, 120, 777\];/);

      // typed in JavaScript: back in the TypeScript view the edit stays, in JavaScript, with a note
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n// more');
      await box.getByRole('button', { name: lang.typescript }).click();
      await expect(box.getByText(lang.keptJavaScript)).toBeVisible();
      await expect(editor).toHaveValue(/\/\/ more/);

      await box.getByRole('button', { name: lang.hide }).click();
      await expect(showsEdited(box, 777)).toBeVisible();
      await box.getByRole('button', { name: lang.show }).click();
      await expect(editor).toHaveValue(/\/\/ more/);
    });

    if (everyCase) {
      test('the CodeSandbox payload carries the edited code', async ({ page, context }) => {
        const posted = new Promise<string>((resolve) => {
          void context.route('https://codesandbox.io/**', async (intercepted) => {
            if (intercepted.request().method() === 'POST') resolve(intercepted.request().postData() ?? '');
            await intercepted.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
          });
        });
        const { box, editor } = await openEditor(page);
        await replaceCode(page, editor, edited(777));
        await expect(showsEdited(box, 777)).toBeVisible();
        await box.getByRole('button', { name: lang.sandbox }).click();
        const parameters = new URLSearchParams(await posted).get('parameters') ?? '';
        const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
        const json = LZString.decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
        const files: Record<string, { content: string }> = JSON.parse(json ?? '{}').files;
        expect(files['src/App.tsx'].content).toContain('const totals = [25, 120, 777];');
      });
    }

    test.describe('with clipboard access', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

      test('Copy code takes the edit; a share address reopens it; a corrupt one shows the original and a notice', async ({
        page,
      }) => {
        const { box, editor } = await openEditor(page);
        await replaceCode(page, editor, edited(777));
        await box.getByRole('button', { name: lang.copy }).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()))
          .toContain('const totals = [25, 120, 777];');
        await box.getByRole('button', { name: lang.share }).click();
        await expect(box.getByText(lang.shared)).toBeVisible();
        const address = await page.evaluate(() => navigator.clipboard.readText());
        expect(address).toMatch(/#[^~]+~[\w+$-]+$/);

        const reopened = await page.context().newPage();
        await reopened.goto(address);
        await waitForApp(reopened);
        const sharedBox = reopened.locator('.rcp-previewer').first();
        // shown to read, in the code view; the editor waits for the visitor
        await expect(sharedBox.getByRole('region', { name: lang.region })).toContainText(
          'const totals = [25, 120, 777];',
        );
        // shared code waits for the visitor: the original demo until Run shared code
        await expect(shows(sharedBox, 500)).toBeVisible();
        await sharedBox.getByRole('button', { name: lang.runShared }).click();
        await expect(showsEdited(sharedBox, 777)).toBeVisible();

        const corrupt = address.replace(/~.*$/, '~not-lz-at-all$$$');
        await reopened.goto('about:blank');
        await reopened.goto(corrupt);
        await waitForApp(reopened);
        await expect(sharedBox.getByText(lang.badLink)).toBeVisible();
        await expect(shows(sharedBox, 500)).toBeVisible();
        await reopened.close();
      });
    });

    visit('Show code shows the code coloured and read-only; a key typed on it brings the editor, focused, and edits run', async ({
      page,
      problems,
    }) => {
      await page.goto(route);
      await waitForApp(page);
      const box = page.locator('.rcp-previewer').first();
      await box.getByRole('button', { name: lang.show }).click();
      const region = box.getByRole('region', { name: lang.region });
      await expect(region.locator(HIGHLIGHTED_CODE)).toContainText('const totals = [25, 120, 500];');
      // no editor until the visitor starts to edit
      await expect(box.getByRole('textbox', { name: lang.editor })).toHaveCount(0);
      await expect(box.locator('.rcp-previewer-editor')).toHaveCount(0);

      await region.locator('.rcp-previewer-source').focus();
      await page.keyboard.press('x');
      const editor = box.getByRole('textbox', { name: lang.editor });
      await expect(editor).toBeFocused();
      await expect(box.getByRole('button', { name: lang.edit })).toHaveCount(0);
      await replaceCode(page, editor, edited(444));
      await expect(showsEdited(box, 444)).toBeVisible();
      expect(problems.consoleErrors).toEqual([]);
    });

    if (everyCase) {
      visit('the keyboard gets into the editor, indents with Tab, and leaves with Escape then Tab', async ({
        page,
      }) => {
        const { box, editor } = await openEditor(page);
        await editor.focus();
        await expect(editor).toBeFocused();
        await page.keyboard.press('ControlOrMeta+Home');
        await page.keyboard.press('Tab');
        await expect(editor).toBeFocused();
        await expect(box.getByRole('button', { name: lang.reset })).toBeEnabled();
        await page.keyboard.press('Escape');
        await page.keyboard.press('Tab');
        await expect(editor).not.toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(editor).toBeFocused();
      });
    }
  });
}
