import type { Page } from '@playwright/test';
import { axe, axeFindings } from './axeSupport';
import { DRAWN_MODES, OFF_NAV_PAGES, COLOR_MODE_ATTRIBUTE, storeColorMode } from './routes';
import { expect, HIGHLIGHTED_CODE, visit as test, waitForApp } from './support';

for (const mode of DRAWN_MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await storeColorMode(page, mode);
    });

    // every page in light mode is scanned in its visit of the route sweep (sweep.spec.ts); in dark
    // mode, the pages off the navigation (axe's contrast rule on: the sweep in visual.spec.ts does
    // not go there). A mode changes no other markup of the site's routes but the colour switch's
    // aria-pressed (src/theme/ColorSwitch), which the opened states below read in both modes
    if (mode === 'dark') {
      for (const { route, title } of OFF_NAV_PAGES) {
        test(`/${route} has no WCAG 2.1 A or AA violation`, async ({ page }) => {
          await page.goto(route);
          await waitForApp(page);
          // a page off the navigation is drawn from a shared file first (404.html): wait for its own
          await expect(page).toHaveTitle(title);
          await expect(page.locator('html')).toHaveAttribute('lang', /zh-CN/i.test(route) ? 'zh-CN' : 'en-US');
          await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, mode);
          expect(axeFindings((await axe(page).analyze()).violations)).toEqual([]);
        });
      }
    }

    // what only shows after a click: drawn over the page, so not covered by the scans above
    const OPENED: Record<string, (page: Page) => Promise<void>> = {
      'the code of a demo': async (page) => {
        await page.goto('demo/basic');
        await waitForApp(page);
        await page.getByRole('button', { name: 'Show code' }).first().click();
        await expect(page.locator('.rcp-previewer-code').first().locator(HIGHLIGHTED_CODE)).toBeVisible();
      },
      'the code of a demo, opened to edit': async (page) => {
        await page.goto('demo/basic');
        await waitForApp(page);
        await page.getByRole('button', { name: 'Show code' }).first().click();
        await page.getByRole('button', { name: 'Edit code' }).first().click();
        await expect(page.getByRole('textbox', { name: "Edit the demo's code" }).first()).toBeFocused();
      },
      'an edited demo with a syntax error, the editor focused': async (page) => {
        await page.goto('demo/basic');
        await waitForApp(page);
        const box = page.locator('.rcp-previewer').first();
        await box.getByRole('button', { name: 'Show code' }).click();
        await box.getByRole('button', { name: 'Edit code' }).click();
        await box.getByRole('textbox', { name: "Edit the demo's code" }).click();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.type('\nconst = ;');
        await expect(box.getByRole('status').filter({ hasText: /^index\.tsx, line \d+, column \d+: / })).toBeVisible();
      },
      'a shared link that cannot be read': async (page) => {
        await page.goto('zh-CN/demo/basic');
        await waitForApp(page);
        const id = await page.locator('.rcp-previewer').first().getAttribute('id');
        await page.goto('about:blank');
        await page.goto(`zh-CN/demo/basic#${id}~corrupt`);
        await waitForApp(page);
        await expect(page.getByText('无法读取此链接中的代码，因此显示原始示例。')).toBeVisible();
      },
      'search results': async (page) => {
        await page.goto('demo/basic');
        await waitForApp(page);
        await page.getByRole('combobox', { name: 'Search the documentation' }).fill('jumper');
        await expect(page.getByRole('option').first()).toBeVisible();
      },
      "a page size changer's list": async (page) => {
        await page.goto('demo/sizer');
        await waitForApp(page);
        await page.locator('.rc-pagination-options .rc-select-selector').first().click();
        await expect(page.locator('.rc-select-dropdown').first()).toBeVisible();
      },
    };

    for (const [name, open] of Object.entries(OPENED)) {
      test(`${name}, once open, has no WCAG 2.1 A or AA violation`, async ({ page }) => {
        await open(page);
        const results = await axe(page).analyze();
        expect(axeFindings(results.violations)).toEqual([]);
      });
    }
  });
}
