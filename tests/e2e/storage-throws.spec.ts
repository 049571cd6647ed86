import { SITE_ROUTES } from './routes';
import { expect, visit as test, waitForApp } from './support';

/**
 * Every route renders when localStorage and sessionStorage throw on access (cookies blocked,
 * storage disabled by policy, some embedded webviews). The pages are visited on one shared page
 * whose context breaks storage (`storage: 'throwing'`, tests/e2e/support.ts), a worker of its
 * own; what still works with such storage (the colour switch, code, search) is in
 * resilience.spec.ts.
 */
test.use({ visitOptions: { storage: 'throwing' } });

test.describe('with localStorage and sessionStorage throwing', () => {
  for (const route of SITE_ROUTES) {
    test(`/${route} renders with no uncaught error`, async ({ page, problems }) => {
      await page.goto(route);
      await waitForApp(page);
      // the context's init script is in force: storage throws on this page
      expect(await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'throws';
        }
      })).toBe('throws');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('.rc-pagination').first()).toBeVisible();
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});
