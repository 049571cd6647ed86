import type { Page } from '@playwright/test';
import { inPageSource, type LowContrast } from './looks/contrast';
import {
  LANGUAGES,
  OPENED_STATES,
  openPage,
  setWidth,
  WIDTHS,
  type Language,
  type Width,
} from './looks/states';
import { COLOR_MODE_ATTRIBUTE, DRAWN_MODES, SITE_ROUTES, storeColorMode } from './routes';
import { expect, test, visit } from './support';

/**
 * Text that WCAG exempts from contrast: that of inactive controls. rc-pagination marks its
 * inactive previous/next with aria-disabled and a -disabled class, rc-select its options and
 * itself with -disabled classes.
 */
const DISABLED =
  ':disabled, [aria-disabled="true"], .rc-pagination-disabled, .rc-select-disabled, .rc-select-item-option-disabled';

/** One line per text under WCAG AA, naming the page, the width, the element and the ratio. */
async function sweep(page: Page, where: string): Promise<string[]> {
  const found = (await page.evaluate(inPageSource(DISABLED))) as LowContrast[];
  return found.map(
    (item) =>
      `${where}: ${item.element} "${item.text}" ${item.colour} on ${item.background} is ${item.ratio}:1, needs ${item.required}:1`,
  );
}

for (const mode of DRAWN_MODES) {
  visit.describe(`${mode} mode`, () => {
    visit.beforeEach(async ({ page }) => {
      await storeColorMode(page, mode);
    });

    for (const route of SITE_ROUTES) {
      visit(`/${route} reads at WCAG AA contrast at every width`, async ({ page }) => {
        await setWidth(page, 'desktop');
        await openPage(page, route);
        await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, mode);
        const problems: string[] = [];
        for (const width of Object.keys(WIDTHS) as Width[]) {
          await setWidth(page, width);
          problems.push(...(await sweep(page, `/${route} at ${WIDTHS[width]} px, ${mode}`)));
        }
        expect(problems).toEqual([]);
      });
    }

    for (const [state, { route, widths, open }] of Object.entries(OPENED_STATES)) {
      for (const language of Object.keys(LANGUAGES) as Language[]) {
        for (const width of widths) {
          visit(`${state} (${language}, ${WIDTHS[width]} px) reads at WCAG AA contrast`, async ({
            page,
          }) => {
            const path = `${LANGUAGES[language].prefix}${route}`;
            await setWidth(page, width);
            await openPage(page, path);
            await open(page, language);
            const where = `/${path} with ${state} at ${WIDTHS[width]} px, ${mode}`;
            expect(await sweep(page, where)).toEqual([]);
          });
        }
      }
    }
  });
}

test.describe('the sweep itself', () => {
  // the check below paints test colours with a <style> element, which the pages' own
  // Content-Security-Policy (style-src 'self') refuses; the browser skips the policy here only
  test.use({ bypassCSP: true });

  test('sees text in an opened dropdown and under a semi-transparent layer', async ({ page }) => {
  await setWidth(page, 'desktop');
  await openPage(page, 'demo/sizer');
  await OPENED_STATES['size-changer-open'].open(page, 'en');
  // pale options, and a half-transparent black wash over the demo box (itself see-through)
  await page.addStyleTag({
    content: `.rc-select-item-option-content { color: #ddd !important; }
      .rcp-previewer-demo { background-color: rgba(0, 0, 0, 0.5) !important; }`,
  });
  const found = await sweep(page, '/demo/sizer');
  expect(found.filter((line) => line.includes('rc-select-item-option-content'))).toHaveLength(4);
  // the demo's own sentence: dark grey on the wash composited over the page's #f7f9fb
  expect(found.filter((line) => line.includes('"Pick another page size."'))).toEqual([
    expect.stringContaining('on rgb(124, 125, 126)'),
  ]);
  });
});
