import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test, visit, waitForApp } from './support';

/**
 * Code as visitors take it, in both languages, at 1280 px and on a phone: Copy on a demo of
 * several files gives every file under its name; disabled Reset and Share look disabled; the
 * Chinese Versions examples and playground code speak Chinese; code-block copy buttons show on
 * touch screens and the install block is a tab per package manager; the JavaScript view's
 * imports, search by Enter, Reset's address, the Markdown twin's Releases column and the syntax
 * message.
 */
const LANGUAGES = [
  {
    prefix: '',
    show: 'Show code',
    edit: 'Edit code',
    editor: "Edit the demo's code",
    reset: 'Reset code',
    share: 'Copy share link',
    runShared: 'Run shared code',
    copyAll: (count: number) => `Copy the code of all ${count} files`,
    managers: 'Package manager',
    copyCommand: (manager: string) => `Copy the ${manager} command`,
    search: 'Search the documentation',
    unexpected: /^index\.tsx, line 2, column 11: the parser did not expect “\)” here$/,
    releases: 'Releases',
    align: '4.1+',
  },
  {
    prefix: 'zh-CN/',
    show: '显示代码',
    edit: '编辑代码',
    editor: '编辑示例代码',
    reset: '重置代码',
    share: '复制分享链接',
    runShared: '运行分享的代码',
    copyAll: (count: number) => `复制全部 ${count} 个文件的代码`,
    managers: '包管理器',
    copyCommand: (manager: string) => `复制 ${manager} 命令`,
    search: '搜索文档',
    unexpected: /^index\.tsx，第 2 行第 11 列：解析器没有料到此处出现“\)”$/,
    releases: '版本',
    align: '4.1 起',
  },
];
const PHONE = { width: 412, height: 915 };
// the project's browser stays (defaultBrowserType cannot change inside a file)
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page);
}

/** The first demo box of a page, its code shown and its editor open. */
async function openEditor(page: Page, lang: (typeof LANGUAGES)[number], route: string): Promise<Locator> {
  await open(page, route);
  const box = page.locator('.rcp-previewer').first();
  await box.getByRole('button', { name: lang.show }).click();
  await box.getByRole('button', { name: lang.edit }).click();
  await expect(box.getByRole('textbox', { name: lang.editor })).toBeVisible();
  return box;
}

/** A button's colour and cursor, and the colour the disabled-text token resolves to there. */
const looks = (button: Locator) =>
  button.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--site-text-disabled)';
    element.parentElement!.append(probe);
    const disabledColour = getComputedStyle(probe).color;
    probe.remove();
    const { color, cursor } = getComputedStyle(element);
    return { color, cursor, disabledColour };
  });

for (const lang of LANGUAGES) {
  test.describe(`code as visitors take it (${lang.prefix || 'en-US'})`, () => {
    for (const [size, viewport] of Object.entries({
      desktop: { width: 1280, height: 800 },
      phone: PHONE,
    })) {
      // a phone's layout is the same in both languages: Chinese on a phone runs only the case with a
      // word of its own there (the menu's name)
      const everyCase = !lang.prefix || size === 'desktop';
      if (everyCase) {
        test.describe(`with clipboard access, ${size}`, () => {
          test.use({
            permissions: ['clipboard-read', 'clipboard-write'],
            viewport,
          });

          test("Copy on a demo of several files gives every file, each under its name, and the JavaScript view's imports no empty name; the playground its App.tsx and styles.css", async ({
            page,
          }) => {
            await open(page, `${lang.prefix}demo/sizer`);
            const box = page.locator('.rcp-previewer').first();
            await box.getByRole('button', { name: lang.copyAll(3) }).click();
            await expect.poll(() => clipboard(page)).toMatch(/^\/\/ index\.tsx\n/);
            const text = await clipboard(page);
            expect(text).toContain("import PageSizeSelect from './page-size-select';");
            expect(text).toContain(
              "\n// page-size-select.ts\nimport { createElement, type ComponentType } from 'react';",
            );
            expect(text).toMatch(/\n\/\* size-changer\.css \*\/\n\S/);

            await test.step("the JavaScript view's imports keep no empty name", async () => {
              await box.getByRole('button', { name: lang.show }).click();
              await box.getByRole('button', { name: 'JavaScript' }).click();
              await box.getByRole('tab', { name: 'page-size-select.js' }).click();
              const code = box.locator('.rcp-previewer-source');
              await expect(code).toContainText("import { createElement } from 'react';");
              await expect(code).not.toContainText('createElement, }');
              // the choice is kept for every code view: back to TypeScript for the playground's files
              await box.getByRole('button', { name: 'TypeScript' }).click();
            });

            await open(page, `${lang.prefix}playground?className=rounded`);
            await page.getByRole('button', { name: lang.copyAll(2) }).click();
            await expect
              .poll(() => clipboard(page))
              .toMatch(/^\/\/ App\.tsx\n[\s\S]*\n\/\* styles\.css \*\/\n\.rounded-pagination/);
          });

          test('the install block has a tab per package manager, each copying its own command; Reset drops the share hash', async ({
            page,
          }) => {
            await open(page, lang.prefix);
            const tabs = page.getByRole('tablist', { name: lang.managers }).first();
            await expect(tabs.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm']);
            const panel = page.getByRole('tabpanel').first();
            await expect(panel.locator('code')).toHaveText('npm install rc-pagination');
            // from the keyboard: arrows move the tab and the focus
            await tabs.getByRole('tab', { name: 'npm', exact: true }).focus();
            await page.keyboard.press('ArrowRight');
            await expect(tabs.getByRole('tab', { name: 'yarn' })).toBeFocused();
            await expect(tabs.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
            await expect(panel.locator('code')).toHaveText('yarn add rc-pagination');
            await page.keyboard.press('End');
            await expect(panel.locator('code')).toHaveText('pnpm add rc-pagination');
            await panel.getByRole('button', { name: lang.copyCommand('pnpm') }).click();
            await expect.poll(() => clipboard(page)).toBe('pnpm add rc-pagination');
            // the block fits the screen
            const width = await page
              .locator('.site-code-managers')
              .first()
              .evaluate((element) => element.getBoundingClientRect().width);
            expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

            const box = await openEditor(page, lang, `${lang.prefix}demo/basic`);
            const editor = box.getByRole('textbox', { name: lang.editor });
            await editor.click();
            await page.keyboard.press('ControlOrMeta+End');
            await page.keyboard.type('\n// shared');
            await box.getByRole('button', { name: lang.share }).click();
            await expect.poll(() => clipboard(page)).toMatch(/#[^~]+~/);
            const address = await clipboard(page);
            await page.goto('about:blank');
            await page.goto(address);
            await waitForApp(page);
            const shared = page.locator('.rcp-previewer').first();
            await expect(shared.getByRole('button', { name: lang.reset })).toBeEnabled();
            await shared.getByRole('button', { name: lang.reset }).click();
            await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
            await page.reload();
            await waitForApp(page);
            // a reload reopens the original demo: no shared code waits to run
            await expect(page.locator('.rcp-previewer').first().getByRole('button', { name: lang.show })).toBeVisible();
            await expect(page.getByRole('button', { name: lang.runShared })).toHaveCount(0);
          });
        });
      }

      if (everyCase) {
        visit(`disabled Reset and Share look disabled, by the token and the cursor; a syntax error names its token (${size})`, async ({ page }) => {
          await page.setViewportSize(viewport);
          const box = await openEditor(page, lang, `${lang.prefix}demo/basic`);
          for (const name of [lang.reset, lang.share]) {
            const button = box.getByRole('button', { name });
            await expect(button).toBeDisabled();
            const disabled = await looks(button);
            expect(disabled.color, name).toBe(disabled.disabledColour);
            expect(disabled.cursor, name).toBe('not-allowed');
          }
          await box.getByRole('textbox', { name: lang.editor }).click();
          await page.keyboard.press('ControlOrMeta+End');
          await page.keyboard.type('\n// edited');
          for (const name of [lang.reset, lang.share]) {
            // the edit reaches the buttons in a transition: read their looks once it has
            await expect(box.getByRole('button', { name })).toBeEnabled();
            const enabled = await looks(box.getByRole('button', { name }));
            expect(enabled.color, name).not.toBe(enabled.disabledColour);
            expect(enabled.cursor, name).toBe('pointer');
          }

          await visit.step('a syntax error names the token the parser stopped at, with its line and column', async () => {
            await box.getByRole('textbox', { name: lang.editor }).click();
            await page.keyboard.press('ControlOrMeta+A');
            await page.keyboard.insertText("import React from 'react';\nconst b = ) 2;\nexport default () => null;\n");
            await expect(box.getByRole('status').filter({ hasText: lang.unexpected })).toBeVisible();
          });
        });
      }

      visit(
        `a search result chosen with Enter empties the box and takes the focus to the page (${size})`,
        async ({ page }) => {
          await page.setViewportSize(viewport);
          await open(page, lang.prefix);
          const menu = page.getByRole('button', { name: /^(Menu|菜单)$/ });
          if (await menu.isVisible()) await menu.click();
          const box = page.getByRole('combobox', { name: lang.search });
          await box.fill('showQuickJumper');
          await expect(page.getByRole('option').first()).toBeVisible();
          await box.press('ArrowDown');
          await box.press('Enter');
          await expect(page).not.toHaveURL(new RegExp(`/${lang.prefix}$`));
          await expect(page.locator('#site-content')).toBeFocused();
          // on a phone the menu closed with the navigation: opened again, its box is empty
          if (await menu.isVisible()) await menu.click();
          await expect(box).toHaveValue('');
          await expect(box).not.toBeFocused();
        },
      );
    }

    test('the Markdown twin of the home page has the API table with the Releases column', async ({ request }) => {
      const twin = await (await request.get(`${lang.prefix ? 'zh-CN/' : ''}index.md`)).text();
      const header = twin.split('\n').find((line) => /^\| (Property|属性) \|/.test(line));
      expect(header?.split('|').map((cell) => cell.trim())[2]).toBe(lang.releases);
      const align = twin.split('\n').find((line) => line.startsWith('| `align` |'));
      expect(align?.split('|').map((cell) => cell.trim())[2]).toBe(lang.align);
    });
  });

  test.describe(`code blocks on a touch screen (${lang.prefix || 'en-US'})`, () => {
    test.use(pixel7);

    test('the copy buttons of code blocks show without hover, and the install tabs fit the phone', async ({ page }) => {
      await open(page, lang.prefix);
      const copies = page.locator('.markdown .site-code-copy');
      expect(await copies.count()).toBeGreaterThan(1);
      for (const opacity of await copies.evaluateAll((buttons) =>
        buttons.map((button) => getComputedStyle(button).opacity),
      )) {
        expect(opacity).toBe('1');
      }
      await expect(page.getByRole('tablist', { name: lang.managers }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

visit('on a desktop pointer the code-block copy button waits for hover or focus', async ({ page }) => {
  await open(page, '');
  const copy = page
    .locator('.markdown .site-code')
    .filter({ hasNot: page.getByRole('tablist') })
    .first()
    .locator('.site-code-copy');
  await expect(copy).toHaveCSS('opacity', '0');
  await copy.focus();
  await expect(copy).toHaveCSS('opacity', '1');
});

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  visit(
    `the Chinese Versions examples run with Chinese text and comments; the playground writes Chinese comments (${viewport.width} px)`,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, 'zh-CN/versions');
      const box = page.locator('.rcp-previewer').filter({
        has: page.getByRole('link', {
          name: '4.3 起的 showSizeChanger 属性',
          exact: true,
        }),
      });
      await box.getByRole('button', { name: '在 rc-pagination 4.3.0 上运行' }).click();
      // the zh_CN locale names the pager's items; the example's own text is Chinese too
      const frame = box.frameLocator('iframe.rcp-sandbox-frame');
      await expect(frame.getByText('尚未选择')).toBeVisible();
      await expect(frame.locator('li.rc-pagination-next')).toHaveAttribute('title', '下一页');
      await box.getByRole('button', { name: '显示代码' }).click();
      await expect(box.locator('.rcp-previewer-source')).toContainText('// 从 rc-pagination 4.3 起');
      await expect(box.locator('.rcp-previewer-source')).not.toContainText('en_US');

      await open(page, 'zh-CN/playground?itemRender=textButtons&icons=arrows');
      const code = page.locator('.pg-code .rcp-previewer-source');
      await expect(code).toContainText('// 上一页和下一页换成文字');
      await expect(code).toContainText('// 图标取代了默认按钮');
    },
  );
}
