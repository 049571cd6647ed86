import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './support';

/**
 * Printing a page (print media emulated, as print preview lays it out): the chrome is gone,
 * every demo's code is on the paper, an external link is followed by its address, and the
 * colours are the light ones even when the page is shown in dark mode.
 */

/** The parts that are no use on paper, each with what must exist on screen to test it. */
const CHROME = {
  header: 'header.dumi-default-header',
  search: '.site-search',
  'colour controls': '.site-color-switch',
  'language switch': '.site-lang-switch',
  'skip link': '.site-skip-link',
  sidebar: '.dumi-default-sidebar',
  'table of contents': '.dumi-default-doc-layout-toc-wrapper',
  "demos' buttons": '.rcp-previewer-actions',
};

/** Relative luminance of a computed `rgb(…)`/`rgba(…)` colour, 0 (black) to 1 (white). */
async function luminance(target: Locator, property: 'color' | 'background-color'): Promise<number> {
  const value = await target.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const [r, g, b] = (value.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  expect([r, g, b].every(Number.isFinite), `${property} is a colour: ${value}`).toBe(true);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function openInDarkMode(page: Page, route: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('dumi:prefers-color', 'dark'));
  await page.goto(route);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  expect(await luminance(page.locator('body'), 'background-color'), 'dark on screen').toBeLessThan(0.1);
}

for (const route of ['demo/sizer', 'questions']) {
  test(`/${route} in print: no chrome, every demo's code, light colours in dark mode`, async ({ page }) => {
    await openInDarkMode(page, route);
    const present = [];
    for (const [name, selector] of Object.entries(CHROME)) {
      if ((await page.locator(selector).count()) > 0) present.push({ name, selector });
    }
    expect(present.map(({ name }) => name)).toEqual(expect.arrayContaining(['header', 'search', 'colour controls']));
    const demos = await page.locator('.rcp-previewer').count();
    expect(demos).toBeGreaterThan(1);
    // on screen no demo's code is shown until asked for
    await expect(page.locator('.site-print-source')).toHaveCount(0);

    await page.emulateMedia({ media: 'print' });

    for (const { name, selector } of present) {
      for (const element of await page.locator(selector).all()) await expect(element, name).toBeHidden();
    }
    const sources = page.locator('.rcp-previewer .site-print-source');
    await expect(sources).toHaveCount(demos);
    for (const source of await sources.all()) {
      await expect(source).toBeVisible();
      await expect(source.locator('pre').first()).toContainText(/^import /);
    }

    expect(await luminance(page.locator('body'), 'background-color'), 'page background').toBeGreaterThan(0.8);
    expect(await luminance(page.locator('article h1'), 'color'), 'heading text').toBeLessThan(0.1);
    expect(await luminance(page.locator('article p').first(), 'color'), 'body text').toBeLessThan(0.1);
    expect(await luminance(sources.first().locator('pre').first(), 'background-color'), 'code background').toBeGreaterThan(0.8);

    // back on screen the printed code goes again
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.site-print-source')).toHaveCount(0);
  });
}

test('/demo/sizer in print: a file its demos share is printed once', async ({ page }) => {
  await page.goto('demo/sizer');
  await waitForApp(page);
  await page.emulateMedia({ media: 'print' });
  const sources = page.locator('.rcp-previewer .site-print-source');
  await expect(sources).toHaveCount(await page.locator('.rcp-previewer').count());
  const printed = await sources.locator('figure').evaluateAll((figures) =>
    figures.map((figure) => ({
      name: figure.querySelector('figcaption')?.textContent ?? '',
      code: figure.querySelector('pre')?.textContent ?? null,
    })),
  );
  const names = printed.map(({ name }) => name);
  // the demos share these two: each is named with every demo, printed with the first only
  for (const shared of ['size-changer.css', 'page-size-select.ts']) {
    expect(names.filter((name) => name === shared).length, shared).toBeGreaterThan(1);
    expect(printed.filter(({ name, code }) => name === shared && code !== null), shared).toHaveLength(1);
  }
  const codes = printed.flatMap(({ code }) => (code === null ? [] : [code]));
  expect(new Set(codes).size).toBe(codes.length);
});

test('in print an external link is followed by its address, an internal one is not', async ({ page }) => {
  await page.goto('questions');
  await waitForApp(page);
  await page.emulateMedia({ media: 'print' });
  const after = (link: Locator) => link.evaluate((element) => getComputedStyle(element, '::after').content);
  const external = page.locator('article a[href^="https://github.com/"]').first();
  const href = await external.getAttribute('href');
  expect(await after(external)).toBe(`" (${href})"`);
  const internal = page.locator('article a[href^="/"]').first();
  await expect(internal).toHaveCount(1);
  expect(await after(internal)).toBe('none');
});
