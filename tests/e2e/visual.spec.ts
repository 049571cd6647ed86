import { baselineBrowserMismatch } from './looks/baselineBrowser';
import { BASELINE_STRAY_PIXELS } from './looks/compareShots';
import { contrastSweep } from './looks/sweep';
import { LANGUAGES, OPENED_STATES, openPage, setWidth, WIDTHS, type Language, type Width } from './looks/states';
import { COLOR_MODE_ATTRIBUTE, DRAWN_MODES, SITE_ROUTES, storeColorMode } from './routes';
import { expect, visit as test } from './support';
import type { Page } from '@playwright/test';

/**
 * Every page as a picture, compared with the baseline committed in tests/e2e/__screenshots__/.
 * The window's visible part only (not the full page), to keep the baselines within 15 MB.
 * Animations are stopped, the caret hidden, and dates (the last-updated line) masked, so a rerun
 * draws the same pixels, but for a few stray ones on a busy machine (BASELINE_STRAY_PIXELS). The browser draws with pinned fonts and settings (playwright.config.ts,
 * scripts/test-fonts.mjs), so any machine with the same major Chromium draws them too. Redraw
 * after an intended change with `npm run test:visual:redraw` (maintainers/visual-tests.md).
 *
 * Each picture's visit also runs the contrast sweep (tests/e2e/looks/contrast.ts, proved in
 * contrast.spec.ts): every visible text at WCAG AA, in light and dark mode, at every width. A
 * picture that differs is a soft failure, so the same test still reports the sweep's findings.
 */
async function matchesBaseline(page: Page, name: string): Promise<void> {
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('time')],
    maxDiffPixels: BASELINE_STRAY_PIXELS,
  });
}

// another major Chromium stops here with one line, instead of a wall of unexplained diffs
test.beforeAll(({ browser }) => {
  const mismatch = baselineBrowserMismatch(browser.version());
  if (mismatch) throw new Error(mismatch);
});

/** `demo/sizer` → `demo-sizer`, the home page → `home`. */
const slug = (route: string) => route.replace(/\//g, '-') || 'home';

for (const mode of DRAWN_MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await storeColorMode(page, mode);
    });

    for (const route of SITE_ROUTES) {
      test(`/${route} looks as in its baselines and reads at WCAG AA contrast at every width`, async ({ page }) => {
        await setWidth(page, 'desktop');
        await openPage(page, route);
        await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, mode);
        const problems: string[] = [];
        for (const width of Object.keys(WIDTHS) as Width[]) {
          await setWidth(page, width);
          await matchesBaseline(page, `${slug(route)}-${mode}-${WIDTHS[width]}`);
          problems.push(...(await contrastSweep(page, `/${route} at ${WIDTHS[width]} px, ${mode}`)));
        }
        expect(problems).toEqual([]);
      });
    }

    for (const [state, { route, widths, open }] of Object.entries(OPENED_STATES)) {
      for (const language of Object.keys(LANGUAGES) as Language[]) {
        for (const width of widths) {
          test(`${state} (${language}, ${WIDTHS[width]} px) looks as in its baseline and reads at WCAG AA contrast`, async ({
            page,
          }) => {
            const path = `${LANGUAGES[language].prefix}${route}`;
            await setWidth(page, width);
            await openPage(page, path);
            await open(page, language);
            await matchesBaseline(page, `${state}-${language}-${mode}-${WIDTHS[width]}`);
            expect(await contrastSweep(page, `/${path} with ${state} at ${WIDTHS[width]} px, ${mode}`)).toEqual([]);
          });
        }
      }
    }
  });
}
