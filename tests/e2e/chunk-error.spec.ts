import type { Page, Route } from '@playwright/test';
import { expect, test, waitForApp } from './support';

const MESSAGES = {
  en: {
    page: 'This page could not be loaded',
    banner: 'Part of the site could not be loaded',
    reload: 'Reload page',
  },
  zh: { page: '页面加载失败', banner: '网站的部分内容加载失败', reload: '重新加载页面' },
};

const fail = (route: Route) => route.fulfill({ status: 500, body: 'down for maintenance' });

/** Opens a demo page, then makes every script chunk not downloaded yet fail. */
async function openWithFailingChunks(page: Page, route: string) {
  await page.goto(route);
  await waitForApp(page);
  await page.route('**/*.async.js', fail);
}

test.describe('a chunk that fails to download', () => {
  for (const { prefix, text, sidebar, target } of [
    { prefix: '', text: MESSAGES.en, sidebar: 'Pages in this section', target: 'Jumper' },
    { prefix: 'zh-CN/', text: MESSAGES.zh, sidebar: '本节页面', target: '快速跳转' },
  ]) {
    test(`/${prefix}: a page whose script fails shows a reload message, header still there`, async ({
      page,
      baseURL,
    }) => {
      await openWithFailingChunks(page, `${prefix}demo/basic`);
      await page
        .getByRole('navigation', { name: sidebar })
        .getByRole('link', { name: target, exact: true })
        .click();
      const alert = page.getByRole('alert').filter({ hasText: text.page });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      // the reload button loads the page for real once the server answers again
      await page.unroute('**/*.async.js');
      await alert.getByRole('button', { name: text.reload }).click();
      await expect(page).toHaveURL(new URL(`${prefix}demo/jumper`, baseURL).href);
      await waitForApp(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('.rc-pagination').first()).toBeVisible();
    });
  }

  test('moving on to another page after a failure tries again', async ({ page }) => {
    await openWithFailingChunks(page, 'demo/basic');
    const sidebar = page.getByRole('navigation', { name: 'Pages in this section' });
    await sidebar.getByRole('link', { name: 'Jumper', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.en.page })).toBeVisible();
    await page.unroute('**/*.async.js');
    await sidebar.getByRole('link', { name: 'Sizer' }).click();
    await expect(page.getByRole('heading', { name: 'Sizer', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  for (const { prefix, text } of [
    { prefix: '', text: MESSAGES.en },
    { prefix: 'zh-CN/', text: MESSAGES.zh },
  ]) {
    test(`/${prefix}: a stylesheet that fails shows a reload banner over the still usable page`, async ({
      page,
    }) => {
      await page.route('**/*.css', fail);
      await page.goto(`${prefix}demo/basic`);
      await waitForApp(page);
      const banner = page.getByRole('alert').filter({ hasText: text.banner });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: text.reload })).toBeVisible();
      await expect(page.locator('.rc-pagination').first()).toBeVisible();

      await page.unroute('**/*.css');
      await banner.getByRole('button', { name: text.reload }).click();
      await waitForApp(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('a demo whose live parts fail to download shows the reload message in its place', async ({ page }) => {
    await openWithFailingChunks(page, 'demo/basic');
    const box = page.locator('.rcp-previewer').first();
    // running on another release mounts the sandbox run, fetched on first use
    await box.getByRole('combobox', { name: 'Run on' }).selectOption('5.1.0');
    const alert = box.locator('.rcp-previewer-demo').getByRole('alert').filter({ hasText: MESSAGES.en.page });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: MESSAGES.en.reload })).toBeVisible();
    // the other demos of the page still run as written
    await expect(page.locator('.rcp-previewer').nth(1).locator('.rc-pagination').first()).toBeVisible();
  });

  test('a size changer whose select fails to download: the reload banner, the page still works, a later press opens it', async ({
    page,
  }) => {
    await openWithFailingChunks(page, 'demo/sizer');
    const pagination = page.locator('.rc-pagination').first();
    const changer = pagination.locator('.rc-pagination-options-size-changer');
    await changer.click();
    const banner = page.getByRole('alert').filter({ hasText: MESSAGES.en.banner });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: MESSAGES.en.reload })).toBeVisible();
    // the select still shows its size, and the pages still turn
    await expect(changer.locator('.rc-select-selection-item')).toHaveText(/\d+ \/ page/);
    await pagination.locator('.rc-pagination-item-2').click();
    await expect(pagination.locator('.rc-pagination-item-2')).toHaveClass(/rc-pagination-item-active/);
    // once the server answers again, the next press downloads rc-select and opens the list
    await page.unroute('**/*.async.js');
    await page.locator('h1').click();
    await changer.click();
    await expect(page.locator('.rc-select-dropdown:not(.rc-select-dropdown-hidden)').first()).toBeVisible();
  });

  test('a standalone demo page shows the message in the language of ?locale=', async ({ page }) => {
    await page.route('**/*.async.js', fail);
    await page.goto('~demos/docs-demo-basic-demo-basic?locale=zh-CN');
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.zh.page })).toBeVisible();
  });
});

test('a loading indicator shows while a page downloads', async ({ page, baseURL }) => {
  await page.goto('demo/basic');
  await waitForApp(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/docs__demo__sizer.md*.async.js', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Pages in this section' })
    .getByRole('link', { name: 'Sizer' })
    .click();
  const indicator = page.getByRole('progressbar', { name: 'Loading the page' });
  await expect(indicator).toBeVisible();
  release();
  await expect(indicator).toHaveCount(0);
  await expect(page).toHaveURL(new URL('demo/sizer', baseURL).href);
  await expect(page.getByRole('heading', { name: 'Sizer', level: 1 })).toBeVisible();
});
