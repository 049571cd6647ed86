import { SITE_ROUTES } from './routes';
import { expect, visit as test } from './support';

/**
 * Without JavaScript a visitor still reads every prerendered page: its heading, its text and
 * each demo's markup as the server rendered it (nothing waits for the bundle to be shown).
 */
test.use({ visitOptions: { javaScriptEnabled: false } });

for (const route of SITE_ROUTES) {
  test(`/${route} shows its heading, text and demos without JavaScript`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeEmpty();
    const paginations = page.locator('.rc-pagination');
    expect(await paginations.count()).toBeGreaterThan(0);
    for (const pagination of await paginations.all()) {
      await expect(pagination).toBeVisible();
    }
    // the page's prose, not only the chrome around it
    await expect(page.locator('main, .dumi-default-content, .markdown').first()).toBeVisible();
  });
}
