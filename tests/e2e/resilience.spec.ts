import type { Page } from '@playwright/test';
import { SITE_ROUTES } from './routes';
import { breakStorage, expect, onDialog, test, visit, waitForApp } from './support';

/**
 * The site stays usable when the browser is hostile: storage that throws (cookies blocked,
 * storage disabled by policy, some embedded webviews) and input crafted to break or inject.
 * Broken chunks and throwing demos are covered by chunk-error and previewer specs; every route
 * with storage that throws, by the route sweep (sweep.spec.ts).
 */

/** Fails the test on any alert/confirm/prompt: injected script would show one. */
function forbidDialogs(page: Page, opened: string[]) {
  onDialog(page, async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
}

test.describe('with localStorage and sessionStorage throwing', () => {
  test('the colour switch, demo code and search still work', async ({ page, problems }) => {
    await page.addInitScript(breakStorage);
    await page.goto('demo/jumper');
    await waitForApp(page);

    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
    await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

    // the code view remembers its language in sessionStorage
    await page.getByRole('button', { name: 'Show code' }).first().click();
    await expect(page.getByRole('region', { name: /^Source code: / }).first()).toContainText('rc-pagination');

    const search = page.getByRole('combobox', { name: 'Search the documentation' });
    await search.fill('sizer');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });
});

visit('hostile search keywords leave the site usable', async ({ page, problems }) => {
  const dialogs: string[] = [];
  forbidDialogs(page, dialogs);
  await page.goto('demo/basic');
  await waitForApp(page);
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  for (const keywords of ['"><img src=x onerror=alert(1)>', '(.*)+$[', '\u202e\u0000'.repeat(200)]) {
    await search.fill(keywords);
    await search.press('ArrowDown');
  }
  await search.fill('');
  // search still finds pages, and a demo on the page still responds
  await search.fill('jumper');
  await expect(page.getByRole('option').first()).toBeVisible();
  await search.press('Escape');
  const pagination = page.locator('.rc-pagination').first();
  await pagination.locator('.rc-pagination-item-2').click();
  await expect(pagination.locator('.rc-pagination-item-2')).toHaveClass(/rc-pagination-item-active/);
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
  expect(problems.consoleErrors).toEqual([]);
});

// the playground spec checks that bad values fall back to defaults; this one that markup stays inert
if (SITE_ROUTES.includes('playground')) {
  visit('markup in the playground address is never run', async ({ page, problems }) => {
    const dialogs: string[] = [];
    forbidDialogs(page, dialogs);
    const payload = encodeURIComponent('"><img src=x onerror=alert(1)><script>alert(2)</script>');
    const names = ['className', 'locale', 'showTotal', 'style', 'itemRender', 'total', 'pageSizeOptions'];
    await page.goto(`playground?${names.map((name) => `${name}=${payload}`).join('&')}`);
    await waitForApp(page);
    const pagination = page.locator('.rc-pagination').first();
    await pagination.locator('.rc-pagination-item-2').click();
    await expect(pagination.locator('.rc-pagination-item-2')).toHaveClass(/rc-pagination-item-active/);
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
    expect(await page.locator('script', { hasText: 'alert(2)' }).count()).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });
}
