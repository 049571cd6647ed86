import { ALL_ROUTES, expect, test, visit, waitForApp } from './support';

test('every route is a prerendered page: its own HTML file with the pagination already rendered', async ({ request }) => {
  // read as served, in Node: no browser page is needed to read a file
  for (const route of ALL_ROUTES) {
    const response = await request.get(route);
    expect.soft(response.status(), `/${route}: served from its own file, not the 404 page`).toBe(200);
    const html = await response.text();
    expect.soft(html, `/${route}: the pagination rendered`).toContain('rc-pagination-item');
    expect.soft(html, `/${route}: the language`).toContain(route.startsWith('zh-CN') ? 'lang="zh-CN"' : 'lang="en-US"');
    // no NUL byte from React 18.2's streaming, nor the U+FFFD a parser makes of one
    expect.soft(html, `/${route}: no NUL or U+FFFD`).not.toMatch(/[\u0000\ufffd]/);
  }
});

visit('clicking page 2 on the basic demo makes it the active page', async ({ page }) => {
  await page.goto('demo/basic');
  await waitForApp(page);
  const pagination = page.locator('.rc-pagination').first();
  await pagination.locator('.rc-pagination-item-2').click();
  await expect(pagination.locator('.rc-pagination-item-2')).toHaveClass(
    /rc-pagination-item-active/,
  );
  await expect(pagination.locator('.rc-pagination-item-1')).not.toHaveClass(
    /rc-pagination-item-active/,
  );
});

visit('a demo shows English pagination text on English pages and Chinese on Chinese pages', async ({
  page,
}) => {
  await page.goto('demo/basic');
  await waitForApp(page);
  await expect(page.locator('.rc-pagination-next').first()).toHaveAttribute('title', 'Next Page');
  await page.goto('zh-CN/demo/basic');
  await waitForApp(page);
  await expect(page.locator('.rc-pagination-next').first()).toHaveAttribute('title', '下一页');
});

test.describe('not-found page', () => {
  const cases = [
    { prefix: '', title: 'PAGE NOT FOUND', back: 'Back to homepage', home: '' },
    { prefix: 'zh-CN/', title: '页面未找到', back: '返回首页', home: 'zh-CN' },
  ];
  for (const { prefix, title, back, home } of cases) {
    visit(`an unknown address under "/${prefix}" shows "${title}" and a link home`, async ({
      page,
      baseURL,
      problems,
    }) => {
      const response = await page.goto(`${prefix}no/such/page`);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new URL(home, baseURL).href);
      await expect(page.locator('.rc-pagination').first()).toBeVisible();
      // the browser reports the 404 status of the address itself; nothing else may fail
      expect(problems.consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
      expect(problems.consoleErrors.length).toBeLessThanOrEqual(1);
    });
  }
});

visit('a trailing slash in the address is removed on load', async ({ page, baseURL }) => {
  await page.goto('demo/basic/');
  await waitForApp(page);
  await expect(page).toHaveURL(new URL('demo/basic', baseURL).href);
  await expect(page.locator('.rc-pagination').first()).toBeVisible();
});

visit('a standalone demo page renders its demo without the layout and without hydration errors', async ({
  page,
  baseURL,
  problems,
}) => {
  await page.goto('demo/basic');
  await waitForApp(page);
  const href = await page.locator('a[href*="~demos/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const standalone = new URL(href!, new URL('demo/basic', baseURL)).href;
  expect(standalone.startsWith(new URL('~demos/', baseURL).href)).toBe(true);
  await page.goto(standalone);
  await waitForApp(page);
  await expect(page.locator('.rc-pagination').first()).toBeVisible();
  await expect(page.locator('header, nav, .dumi-default-header')).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.foreignRequests).toEqual([]);
});

test("the entry and framework scripts start with V8's compile hint", async ({ request }) => {
  const html = await (await request.get('')).text();
  const sources = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]);
  const startUp = sources.filter((src) => /\/(umi|framework)\.[0-9a-f]+\.js$/.test(src));
  expect(startUp).toHaveLength(2);
  for (const src of startUp) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
});

visit('Chinese pages name Chinese faces first, English pages keep Latin ones', async ({ page }) => {
  const fontOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  await page.goto('zh-CN');
  expect(await fontOf('.markdown')).toMatch(/^"PingFang SC"/);
  expect(await fontOf('.dumi-default-header')).toMatch(/^"PingFang SC"/);
  await page.goto('');
  expect(await fontOf('.markdown')).not.toContain('PingFang SC');
});

// every route's and off-navigation page's visit (no console error or foreign request, its title,
// zoom as served and once running) is the route sweep's: sweep.spec.ts
