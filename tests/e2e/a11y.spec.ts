import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { DRAWN_MODES, OFF_NAV_PAGES, SITE_ROUTES, COLOR_MODE_ATTRIBUTE, storeColorMode } from './routes';
import { expect, HIGHLIGHTED_CODE, visit as test, waitForApp } from './support';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Gaps in the documented components' own markup, which the site cannot change without changing
 * the components it documents. Each is exempt from one rule only, matched by the element's own
 * markup; anything else still fails.
 */
const COMPONENT_GAPS: { rule: string; html: RegExp; why: string }[] = [
  {
    rule: 'label',
    html: /^<input type="text"[^>]*size="3"/,
    why: 'rc-pagination 4.0.4 renders the page input of `simple` mode with no label and no prop to add one',
  },
  {
    rule: 'aria-allowed-attr',
    html: /^<div [^>]*class="rc-select-item rc-select-item-option\b/,
    why: "rc-select 14.11.0 draws its visible options as plain divs with aria-selected; the options screen readers use are its hidden role=option list",
  },
];

function isComponentGap(rule: string, node: Result['nodes'][number]): boolean {
  return COMPONENT_GAPS.some((gap) => gap.rule === rule && gap.html.test(node.html));
}

/**
 * axe over the whole page for WCAG 2.1 A and AA. Legacy mode runs axe inside the page in one go;
 * the default mode also opens a blank page per scan to merge frame results, which triples the
 * time of these scans, and the site has no frames.
 */
function axe(page: Page, { contrast = true } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true);
  // the site's routes have a contrast sweep of their own (in visual.spec.ts's visits: every text, in both
  // modes, at two widths, through gradients and translucent layers), stricter than axe's rule,
  // which took most of each scan's time; pages off the navigation keep axe's rule
  return contrast ? builder : builder.disableRules(['color-contrast']);
}

/** One readable line per failing element, so a failure names the rule and the place. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.filter((node) => !isComponentGap(violation.id, node)).map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  );
}

for (const mode of DRAWN_MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await storeColorMode(page, mode);
    });

    const titles = new Map(OFF_NAV_PAGES.map(({ route, title }) => [route, title]));
    // the site's routes in light mode only: their scans leave colour to the contrast sweep, and
    // the only markup a mode changes is the colour switch's aria-pressed (src/theme/ColorSwitch),
    // so a dark-mode scan of them read the same page again; the pages off the navigation (axe's
    // contrast rule on) and the opened states below (the switch's dark state among them) run in
    // both modes
    const routes = mode === 'light' ? [...SITE_ROUTES, ...titles.keys()] : [...titles.keys()];
    for (const route of routes) {
      test(`/${route} has no WCAG 2.1 A or AA violation`, async ({ page }) => {
        await page.goto(route);
        await waitForApp(page);
        // a page off the navigation is drawn from a shared file first (404.html): wait for its own
        const title = titles.get(route);
        if (title) {
          await expect(page).toHaveTitle(title);
          const lang = /zh-CN/i.test(route) ? 'zh-CN' : 'en-US';
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
        }
        await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, mode);
        const results = await axe(page, { contrast: Boolean(title) }).analyze();
        expect(describe(results.violations)).toEqual([]);
      });
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
        expect(describe(results.violations)).toEqual([]);
      });
    }
  });
}
