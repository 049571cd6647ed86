import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support';

/**
 * Each page's own metadata (table of contents, description, last-updated date) travels with the
 * page's chunk, not the entry script (plugins/routes/splitRouteMeta.ts): a client-side navigation must
 * load it with the page, and the prerendered HTML must hydrate with it unchanged.
 */

/** The description the page was prerendered with (what the server put in its HTML). */
async function prerenderedDescription(page: Page, route: string): Promise<string> {
  const html = await (await page.request.get(route)).text();
  const found = /<meta data-rh="true" name="description" content="([^"]*)"/.exec(html);
  expect(found, `a description in the prerendered ${route}`).not.toBeNull();
  return found![1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

const description = (page: Page) => page.locator('meta[name="description"]');

/** Marks the document, so a full page load (which would lose the mark) shows. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

for (const { prefix, toc, main } of [
  { prefix: '', toc: 'On this page', main: 'Main' },
  { prefix: 'zh-CN/', toc: '本页目录', main: '主导航' },
]) {
  test(`/${prefix}: a client-side navigation loads the next page's table of contents and description`, async ({
    page,
    problems,
  }) => {
    const versionsDescription = await prerenderedDescription(page, `${prefix}versions`);
    const questionsDescription = await prerenderedDescription(page, `${prefix}questions`);
    expect(versionsDescription).not.toBe(questionsDescription);

    await page.goto(`${prefix}questions`);
    await waitForApp(page);
    await expect(description(page)).toHaveAttribute('content', questionsDescription);
    const questionsToc = await page.getByRole('navigation', { name: toc }).getByRole('link').allTextContents();
    expect(questionsToc.length).toBeGreaterThan(2);

    await markDocument(page);
    await page.getByRole('navigation', { name: main }).locator('a[href$="/versions"]').click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}versions$`));
    expect(await sameDocument(page)).toBe(true);

    // the Versions page's own headings, from its own data
    const tocLinks = page.getByRole('navigation', { name: toc }).getByRole('link');
    const headings = page.locator('.markdown h2');
    await expect(headings.first()).toBeVisible();
    const firstHeading = (await headings.first().textContent())!.trim();
    await expect(tocLinks.filter({ hasText: firstHeading })).toHaveCount(1);
    expect(await tocLinks.allTextContents()).not.toEqual(questionsToc);
    await expect(description(page)).toHaveAttribute('content', versionsDescription);
    expect(problems.consoleErrors).toEqual([]);
  });

  test(`/${prefix}demo/basic: the sidebar leads to a demo page whose own data arrives with it`, async ({
    page,
    problems,
  }) => {
    const sizerDescription = await prerenderedDescription(page, `${prefix}demo/sizer`);
    await page.goto(`${prefix}demo/basic`);
    await waitForApp(page);
    const lastUpdated = page.locator('time').last();
    await expect(lastUpdated).toBeVisible();

    await markDocument(page);
    await page.locator(`.dumi-default-sidebar a[href$="/demo/sizer"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}demo/sizer$`));
    expect(await sameDocument(page)).toBe(true);
    await expect(description(page)).toHaveAttribute('content', sizerDescription);
    // the last-updated line comes from the page's own front matter
    await expect(page.locator('time').last()).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('the prerendered page hydrates without a mismatch, with its own data already in the HTML', async ({
  page,
  problems,
}) => {
  const html = await (await page.request.get('questions')).text();
  // the aside table of contents is only rendered for a page whose headings are known
  expect(html).toContain('class="site-toc-title"');
  await page.goto('questions');
  await waitForApp(page);
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

/**
 * A page's demo ids and their loader come with the page (src/runtime/demos.ts), not in the entry
 * script: a page renders its demos without the lookup of every page's demos (the chunk
 * `demo-lookup.*.async.js`), and a standalone demo page finds its demo through its page when its
 * address names it, through the lookup when it does not.
 */
test("demos are found through their page's own index; only a standalone demo without its page loads the lookup", async ({
  page,
  problems,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (/\/demo-lookup\.[0-9a-f]+\.async\.js$/.test(request.url())) lookups.push(request.url());
  });

  await page.goto('demo/basic');
  await waitForApp(page);
  await expect(page.locator('.rcp-previewer .rc-pagination').first()).toBeVisible();
  const link = page.getByRole('link', { name: 'Open demo in a new tab' }).first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/~demos\/[^?]+\?routeId=docs%2Fdemo%2Fbasic$/);
  // a client-side navigation to another demo page renders its demos the same way
  await page.locator('.dumi-default-sidebar a[href$="/demo/sizer"]').first().click();
  await expect(page).toHaveURL(/\/demo\/sizer$/);
  await expect(page.locator('.rcp-previewer .rc-pagination').first()).toBeVisible();
  expect(lookups).toEqual([]);

  // the standalone page as the page links it: found through the page named in its address
  await page.goto(href);
  await expect(page.locator('.rc-pagination').first()).toBeVisible();
  await expect(page).toHaveTitle(/ – Demo$/);
  expect(lookups).toEqual([]);

  // the same demo without the page's name: found through the lookup
  await page.goto(href.replace(/\?.*$/, ''));
  await expect(page.locator('.rc-pagination').first()).toBeVisible();
  expect(lookups).toHaveLength(1);
  expect(problems.consoleErrors).toEqual([]);
});
