import { expect, visit as test, waitForApp } from './support';

/** The Questions and Versions pages, in both languages: their demos and what the demos promise. */
const LANGUAGES = [
  {
    prefix: '',
    versions: 'Versions',
    landmark: 'Pagination',
    questionDemos: ['itemRender with real links', 'Landmark and aria-current', 'Size changer without the warning'],
    versionDemos: [
      'Alignment in 4.0.4',
      'align from 4.1',
      'simple readOnly from 4.2',
      'showSizeChanger props from 4.3',
      'Before: selectComponentClass in 4.0.4',
      'After: sizeChangerRender from 5.0',
      'classNames and styles from 1.1',
      "onChange's third argument in 1.5",
    ],
  },
  {
    prefix: 'zh-CN/',
    versions: '版本',
    landmark: '分页',
    questionDemos: ['itemRender 生成真实链接', '地标与 aria-current', '不再警告的每页条数切换器'],
    versionDemos: [
      '4.0.4 中的对齐',
      '4.1 起的 align',
      '4.2 起的 simple readOnly',
      '4.3 起的 showSizeChanger 属性',
      '之前：4.0.4 中的 selectComponentClass',
      '之后：5.0 起的 sizeChangerRender',
      '1.1 起的 classNames 和 styles',
      '1.5 中 onChange 的第三个参数',
    ],
  },
];

for (const { prefix, versions, landmark, questionDemos, versionDemos } of LANGUAGES) {
  test.describe(`/${prefix}`, () => {
    test('the Questions and Versions pages show each of their demos', async ({ page, problems }) => {
      for (const [route, titles] of [
        ['questions', questionDemos],
        ['versions', versionDemos],
      ] as const) {
        await page.goto(`${prefix}${route}`);
        await waitForApp(page);
        const boxes = page.locator('.rcp-previewer');
        await expect(boxes.locator('.rcp-previewer-title')).toHaveText([...titles]);
        // an example written for a later release waits for its Run button (versions.spec.ts runs them)
        for (const box of await boxes.all()) {
          await expect(box.locator('.rc-pagination, .rcp-release-run button').first()).toBeVisible();
        }
        await expect(boxes.locator('.rcp-release-run')).toHaveCount(route === 'versions' ? 6 : 0);
      }
      expect(problems.consoleErrors).toEqual([]);
    });

    test("the home page's first paragraph links to the Versions page", async ({ page, baseURL }) => {
      await page.goto(prefix ? 'zh-CN' : '');
      await waitForApp(page);
      const intro = page.locator('.markdown p').first();
      await intro.getByRole('link', { name: versions, exact: true }).click();
      await expect(page).toHaveURL(new URL(`${prefix}versions`, baseURL).href);
      await expect(page.locator('h1')).toContainText(prefix ? '版本' : 'Versions');
    });

    test('itemRender draws real links that change the page without leaving it', async ({ page, baseURL }) => {
      await page.goto(`${prefix}questions`);
      await waitForApp(page);
      const demo = page.locator('.rcp-previewer').first();
      const link = demo.locator('.rc-pagination-item-3 a');
      await expect(link).toHaveAttribute('href', '?page=3');
      await expect(demo.locator('.rc-pagination-next a')).toHaveAttribute('href', '?page=2');
      await link.click();
      await expect(demo.locator('.rc-pagination-item-3')).toHaveClass(/rc-pagination-item-active/);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(demo).toContainText('?page=3');
      await expect(page).toHaveURL(new URL(`${prefix}questions`, baseURL).href);
    });

    test('the accessible wrapper is a named landmark that marks the current page', async ({ page }) => {
      await page.goto(`${prefix}questions`);
      await waitForApp(page);
      const nav = page.getByRole('navigation', { name: landmark, exact: true });
      await expect(nav.locator('.rc-pagination-item-4 a')).toHaveAttribute('aria-current', 'page');
      await nav.locator('.rc-pagination-item-5').click();
      await expect(nav.locator('.rc-pagination-item-5 a')).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });

    test("the size changer demo's code includes the wrapper to copy", async ({ page }) => {
      await page.goto(`${prefix}questions`);
      await waitForApp(page);
      const box = page.locator('.rcp-previewer').nth(2);
      await expect(box.locator('.rc-pagination-options-size-changer')).toBeVisible();
      await box.getByRole('button', { name: prefix ? '显示代码' : 'Show code' }).click();
      await box.getByRole('tab', { name: /^page-size-select\.[jt]s$/ }).click();
      await expect(box.getByRole('tabpanel')).toContainText('dropdownMatchSelectWidth');
    });
  });
}
