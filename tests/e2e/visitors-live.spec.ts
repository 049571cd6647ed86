import type { Locator, Page } from '@playwright/test';
import { expect, visit as test, waitForApp } from './support';

/**
 * A live demo across the language switch and releases: switching the language keeps each demo's
 * release, its edits and the section in view; the result of the code as written on another
 * release is named by that release, not as edited code; typing lands in an editor that a click
 * brings into view while the demo runs on another release. At 1280 px and on a 412 px phone.
 */
const LANGUAGES = [
  {
    prefix: '',
    locale: 'en-US',
    other: 'zh-CN/',
    switchTo: '中文',
    runOn: 'Run on',
    show: 'Show code',
    edit: 'Edit code',
    editor: "Edit the demo's code",
    resultOn: (release: string) => `Result on ${release}`,
    edited: 'Result of the edited code',
  },
  {
    prefix: 'zh-CN/',
    locale: 'zh-CN',
    other: '',
    switchTo: 'English',
    runOn: '运行于',
    show: '显示代码',
    edit: '编辑代码',
    editor: '编辑示例代码',
    resultOn: (release: string) => `在 ${release} 上的运行结果`,
    edited: '修改后代码的运行结果',
  },
];
type Lang = (typeof LANGUAGES)[number];
const other = (lang: Lang) => LANGUAGES.find((one) => one.prefix === lang.other)!;

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 412, height: 839 } },
];

const boxes = (page: Page) => page.locator('.rcp-previewer');
const runOn = (box: Locator, lang: Lang, release: string) =>
  box.getByRole('combobox', { name: lang.runOn }).selectOption(release);
const frameOf = (box: Locator) => box.frameLocator('iframe.rcp-sandbox-frame');

/** The language link in the header; on a phone it sits in the menu behind its toggle. */
async function switchLanguage(page: Page, lang: Lang) {
  const link = page.getByRole('link', { name: new RegExp(lang.switchTo) });
  if (!(await link.isVisible())) await page.locator('.dumi-default-header-menu-btn').click();
  await link.click();
  await expect(page.locator('html')).toHaveAttribute('lang', other(lang).locale);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(name, () => {
    test.use({ viewport });

    for (const lang of LANGUAGES) {
      test(`${lang.prefix || 'en-US '}switching the language keeps each demo's release, its edits and the section in view (${name})`, async ({
        page,
      }) => {
        await page.goto(`${lang.prefix}demo/sizer`);
        await waitForApp(page);
        const [first, second, third] = [0, 1, 2].map((at) => boxes(page).nth(at));
        await runOn(first, lang, '5.1.0');
        await runOn(third, lang, '1.5.0');
        await expect(frameOf(third).locator('.rc-pagination').first()).toBeVisible();
        // an edit in the second demo
        await second.getByRole('button', { name: lang.show }).click();
        await second.getByRole('button', { name: lang.edit }).click();
        const editor = second.getByRole('textbox', { name: lang.editor });
        await editor.press('ControlOrMeta+Home');
        await editor.pressSequentially('// kept across languages\n');
        await expect(frameOf(second).locator('.rc-pagination').first()).toBeVisible();
        // the third demo's box at the top of the window
        await third.evaluate((box) => box.scrollIntoView({ block: 'start' }));
        await page.evaluate(() => window.scrollBy(0, -100));
        const before = await third.evaluate((box) => box.getBoundingClientRect().top);

        const next = other(lang);
        await switchLanguage(page, lang);
        await waitForApp(page);
        // the same demo is in view, about where it was (the translation's heights differ a little)
        const height = viewport.height;
        await expect
          .poll(() => boxes(page).nth(2).evaluate((box) => box.getBoundingClientRect().top), {
            message: `the third demo's top was ${before} px before the switch`,
          })
          .toBeGreaterThan(-height / 4);
        const after = await boxes(page).nth(2).evaluate((box) => box.getBoundingClientRect().top);
        expect(after, `the third demo's top was ${before} px before the switch`).toBeLessThan(height / 2);
        await expect(boxes(page).nth(0).getByRole('combobox', { name: next.runOn })).toHaveValue('5.1.0');
        await expect(boxes(page).nth(1).getByRole('combobox', { name: next.runOn })).toHaveValue('4.0.4');
        await expect(boxes(page).nth(2).getByRole('combobox', { name: next.runOn })).toHaveValue('1.5.0');
        await expect(frameOf(boxes(page).nth(2)).locator('.rc-pagination').first()).toBeVisible();
        await boxes(page).nth(1).getByRole('button', { name: next.show }).click();
        await expect(boxes(page).nth(1).locator('.rcp-previewer-code')).toContainText('// kept across languages');
        await expect(boxes(page).nth(1).getByRole('region', { name: next.edited })).toBeVisible();
      });

      test(`${lang.prefix || 'en-US '}an unedited demo on another release is named by that release, edited code as edited (${name})`, async ({
        page,
      }) => {
        await page.goto(`${lang.prefix}demo/basic`);
        await waitForApp(page);
        const box = boxes(page).first();
        await runOn(box, lang, '5.1.0');
        await expect(box.getByRole('region', { name: lang.resultOn('5.1.0') })).toBeVisible();
        await expect(box.getByRole('region', { name: lang.edited })).toHaveCount(0);
        await runOn(box, lang, '1.5.0');
        await expect(box.getByRole('region', { name: lang.resultOn('1.5.0') })).toBeVisible();
        await runOn(box, lang, '4.0.4');
        await expect(box.getByRole('region')).toHaveCount(0);
        await box.getByRole('button', { name: lang.show }).click();
        await box.getByRole('button', { name: lang.edit }).click();
        await box.getByRole('textbox', { name: lang.editor }).pressSequentially('// edited\n');
        await expect(box.getByRole('region', { name: lang.edited })).toBeVisible();
      });
    }

    for (const release of ['5.1.0', '1.5.0']) {
      test(`typing lands in an editor that a click brings into view while the demo runs on ${release} (${name})`, async ({
        page,
      }) => {
        const lang = LANGUAGES[0];
        await page.goto('demo/sizer');
        await waitForApp(page);
        const box = boxes(page).first();
        await runOn(box, lang, release);
        await expect(frameOf(box).locator('.rc-pagination').first()).toBeVisible();
        await box.getByRole('button', { name: lang.show }).click();
        await box.getByRole('button', { name: lang.edit }).click();
        const editor = box.getByRole('textbox', { name: lang.editor });
        for (const attempt of [1, 2, 3, 4]) {
          // focus elsewhere and the editor out of view, then one click on it and typing
          await page.locator('h1').first().click();
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect.poll(() => editor.evaluate((input) => input.getBoundingClientRect().bottom < 0)).toBe(true);
          await editor.click();
          await page.keyboard.type(`/*${attempt}*/`);
          await expect(editor, `attempt ${attempt}`).toHaveValue(new RegExp(`/\\*${attempt}\\*/`));
        }
      });
    }
  });
}
