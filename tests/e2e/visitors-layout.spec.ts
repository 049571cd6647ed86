import { readFileSync } from 'fs';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { expect, presetStorage, visit, waitForApp } from './support';

/** The Versions example "showSizeChanger props from 4.3": the Chinese page's is a file of its own, its id ending in .zh-cn. */
const SIZE_CHANGER_PROPS_EXAMPLE = '.rcp-previewer[id^="docs-versions-demo-size-changer-props"]';

/**
 * What visitors saw at 1280 px and on a phone, in both languages: a standalone demo page that
 * looks like its box, the API table as cards on a phone, words and identifiers whole in tables
 * and the playground's form, the playground within a phone's width, the size changer kept in
 * the demo boxes on a phone, no debugging pink over rc-select's input, labels that wrap instead
 * of being cut, tables whole on paper, and a first visit in the system's colour scheme.
 * Geometry, not pictures: each verdict compares sizes the page itself reports. One test per
 * language, width and kind of page (the demo pages, the tables of the home and Versions pages, the
 * playground), a step per check, so each page loads once where its checks share it.
 */

const LANGUAGES = [
  { id: 'en-US', prefix: '' },
  { id: 'zh-CN', prefix: 'zh-CN/' },
] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PHONE_412 = { width: 412, height: 915 };

/** An interface string, read from the site's own locale files. */
function message(locale: string, id: string): string {
  const file = path.resolve(__dirname, `../../.dumi/theme/locales/${locale}.json`);
  const value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id];
  if (!value) throw new Error(`${locale} has no ${id}`);
  return value;
}

async function open(page: Page, route: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(route);
  await waitForApp(page);
}

/** How far (px) the document reaches past the viewport's right edge. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Words of `root`'s text that the layout broke across lines: each run of letters, digits, `_`
 * and `.` (an identifier such as React.ComponentType) should lie on one line. Text hidden for
 * screen readers only is skipped.
 */
function brokenWords(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots) => {
    const broken: string[] = [];
    for (const element of roots) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('.site-visually-hidden')) continue;
        for (const match of node.data.matchAll(/[A-Za-z0-9_.]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** How many lines `target`'s text takes, from the rectangles of its characters. */
const linesOf = (target: Locator) =>
  target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return new Set(rects.map((rect) => Math.round(rect.bottom))).size;
  });

/** The font, colours and padding an element is drawn with. */
const lookOf = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      color: style.color,
      background: style.backgroundColor,
      padding: style.padding,
    };
  });

/** The standalone page of the Sizer's first demo looks like the demo in its box, in `mode`. */
async function standaloneLooksLikeBox(page: Page, id: string, prefix: string, size: Size, mode: 'light' | 'dark') {
  await visit.step(`${mode}: the standalone demo looks like the demo in its box`, async () => {
    await presetStorage(page, 'dumi:prefers-color', mode);
    await open(page, `${prefix}demo/sizer`, size);
    const box = page.locator('.rcp-previewer').first();
    const inBox = await lookOf(box.locator('.rcp-previewer-demo'));
    const href = await box.getByRole('link', { name: message(id, 'previewer.standalone') }).getAttribute('href');
    await open(page, href!, size);
    const standalone = page.locator('.site-demo-page');
    await expect(standalone.locator('.rc-pagination').first()).toBeVisible();
    expect(await lookOf(standalone)).toEqual(inBox);
    // the demo keeps the box's distance from the edge
    const left = await standalone.locator('.rc-pagination').first().evaluate((list) => list.getBoundingClientRect().left);
    expect(left).toBeGreaterThanOrEqual(parseFloat(inBox.padding.split(' ')[1]));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
}

/** No sidebar or contents label of the open page is cut; on a phone, in the opened drawer. */
async function labelsWhole(page: Page, route: string, size: Size) {
  await visit.step(`${route}: the sidebar and contents labels wrap instead of being cut`, async () => {
    if (size.name === 'phone') {
      await page.locator('.dumi-default-sidebar-btn').click();
      await expect(page.locator('.dumi-default-sidebar')).toBeInViewport();
    }
    const cut = await page
      .locator('.dumi-default-sidebar a, .dumi-default-toc a')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .filter((link) => link.scrollWidth > link.clientWidth + 1 || getComputedStyle(link).textOverflow === 'ellipsis')
          .map((link) => link.textContent),
      );
    expect(cut, route).toEqual([]);
  });
}

/** The Questions page's entries on the size changer, in its table of contents (1280 px). */
async function questionsEntriesDiffer(page: Page, id: string) {
  const entries = page.locator('.dumi-default-toc a');
  // the section headings' entries (a demo's entry under them links to the demo)
  const headingEntries = await entries.evaluateAll((links) =>
    links.filter((link) => !link.getAttribute('href')!.includes('#docs-')).map((link) => link.textContent ?? ''),
  );
  const sizeChanger = headingEntries.filter((text) => /size changer|每页条数切换器/.test(text));
  expect(sizeChanger.length).toBeGreaterThanOrEqual(3);
  // the first words (characters in Chinese) differ from entry to entry
  const starts = sizeChanger.map((text) => (id === 'zh-CN' ? text.slice(0, 3) : text.split(' ').slice(0, 2).join(' ')));
  expect(new Set(starts).size).toBe(sizeChanger.length);
  // each entry leads to its heading
  for (const text of sizeChanger) {
    const href = await entries.filter({ hasText: text }).first().getAttribute('href');
    const target = decodeURIComponent(href!.split('#')[1]);
    await expect(page.locator(`[id="${target}"]`)).toContainText(text);
  }
}

type Size = (typeof WIDTHS)[number];

for (const { id, prefix } of LANGUAGES) {
  for (const size of WIDTHS) {
    visit(`${id} ${size.name}: a first visit on a dark system, and the standalone demo's look in either mode`, async ({
      page,
    }) => {
      // first, while the page has no storage: a first visit
      await visit.step('a first visit on a dark system is drawn dark, following the system', async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await open(page, `${prefix}demo/basic`, size);
        await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
        if (size.name === 'desktop') {
          const auto = page.getByRole('button', { name: message(id, 'color.auto') });
          await expect(auto).toHaveAttribute('aria-pressed', 'true');
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
      });
      await standaloneLooksLikeBox(page, id, prefix, size, 'dark');
      await standaloneLooksLikeBox(page, id, prefix, size, 'light');
    });

    visit(`${id} ${size.name}: whole sidebar and contents labels, the size changer and the quick jumper in the demos`, async ({
      page,
    }) => {
      await open(page, `${prefix}demo/simple`, size);
      await labelsWhole(page, `${prefix}demo/simple`, size);
      // the Questions page has no sidebar, so no drawer on a phone
      if (size.name === 'desktop') {
        await open(page, `${prefix}questions`, size);
        await labelsWhole(page, `${prefix}questions`, size);
        await visit.step('the Questions entries on the size changer start with what tells them apart, uncut', async () => {
          await questionsEntriesDiffer(page, id);
        });
      }
      await visit.step('the Jumper demos show the quick jumper', async () => {
        await open(page, `${prefix}demo/jumper`, size);
        await expect(page.locator('.rcp-previewer-demo .rc-pagination-options-quick-jumper').first()).toBeVisible();
      });
      await open(page, `${prefix}demo/sizer`, size);
      await visit.step('the Sizer demos show the size changer', async () => {
        await expect(page.locator('.rcp-previewer-demo .rc-pagination-options-size-changer').first()).toBeVisible();
        if (size.name === 'phone') {
          // on 1.5.0 the Sizer's first demo draws no size changer: its empty options item stays hidden
          // on a phone, as the package's stylesheet has it (with its margin it wraps to a blank line)
          const first = page.locator('.rcp-previewer').first();
          await first.getByRole('combobox', { name: message(id, 'versions.switch.label') }).selectOption('1.5.0');
          const options = first.frameLocator('iframe').locator('.rc-pagination-options');
          await expect(options).toBeAttached();
          expect(await options.evaluate((item) => [item.childElementCount, getComputedStyle(item).display])).toEqual([0, 'none']);
        }
      });
      await labelsWhole(page, `${prefix}demo/sizer`, size);
    });

    visit(`${id} ${size.name}: the API and Versions tables: cards or columns, words whole, no pink band`, async ({
      page,
    }) => {
      await open(page, prefix, size);
      if (size.name === 'phone') {
        await visit.step('the API table is one card per property, nothing wider than the screen', async () => {
          const table = page.locator('table.site-api-table');
          const rows = table.locator('tbody tr');
          expect(await rows.count()).toBeGreaterThan(20);
          const headings = await table.locator('th').allTextContents();
          const cards = await rows.evaluateAll((trs) =>
            trs.map((tr) => ({
              right: tr.getBoundingClientRect().right,
              overflow: tr.scrollWidth - tr.clientWidth,
              labels: [...tr.querySelectorAll('td')].map((td) => getComputedStyle(td, '::before').content),
            })),
          );
          for (const card of cards) {
            expect(card.right).toBeLessThanOrEqual(size.width);
            expect(card.overflow).toBeLessThanOrEqual(0);
            // every value under its column's heading, in the page's language
            expect(card.labels.slice(1)).toEqual(headings.slice(1).map((heading) => JSON.stringify(heading.trim())));
          }
          const box = page.locator('.dumi-default-table-content:has(table.site-api-table)');
          expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        });
      } else {
        await visit.step("the API table's Description column is its widest", async () => {
          const widths = await page
            .locator('table.site-api-table th')
            .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
          expect(widths).toHaveLength(5);
          expect(widths[4]).toBe(Math.max(...widths));
        });
      }
      await visit.step('no word or identifier breaks inside the API table', async () => {
        expect(await brokenWords(page.locator('.markdown table')), 'home').toEqual([]);
        // a table that cannot fit scrolls inside its own box, not the page
        expect(await pageOverflow(page), 'home').toBeLessThanOrEqual(0);
      });
      await open(page, `${prefix}versions`, size);
      await visit.step('no word or identifier breaks inside the Versions tables', async () => {
        expect(await brokenWords(page.locator('.markdown table')), 'versions').toEqual([]);
        expect(await pageOverflow(page), 'versions').toBeLessThanOrEqual(0);
      });
      await visit.step('no pink band over the select of "showSizeChanger props from 4.3"', async () => {
        const box = page.locator(SIZE_CHANGER_PROPS_EXAMPLE);
        await box.getByRole('button', { name: message(id, 'versions.example.run').replace('{release}', 'rc-pagination 4.3.0') }).click();
        const input = box.frameLocator('iframe').locator('.rc-select-selection-search-input').first();
        await expect(input).toBeAttached();
        const background = await input.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(background).toMatch(/^rgba\(\d+, \d+, \d+, 0\)$/);
      });
    });

    visit(`${id} ${size.name}: the playground's disabled rows keep their label on one line${size.name === 'phone' ? '; its code and action bar fit a 412 px phone' : ''}`, async ({
      page,
    }) => {
      await open(page, `${prefix}playground`, size);
      const readOnly = page.locator('.pg-field', { has: page.locator('.pg-field-prop', { hasText: 'readOnly' }) });
      await expect(readOnly.locator('.pg-field-reason')).toBeVisible();
      expect(await linesOf(readOnly.locator('label'))).toBe(1);
      expect(await brokenWords(page.locator('.pg-field'))).toEqual([]);
      if (size.name === 'phone') await playgroundFitsPhone(page, id, prefix);
    });
  }

  visit(`${id}: a Versions example's standalone page, run on its release, looks like its box`, async ({ page }) => {
    await open(page, `${prefix}versions`, WIDTHS[0]);
    const box = page.locator(SIZE_CHANGER_PROPS_EXAMPLE);
    const inBox = await lookOf(box.locator('.rcp-previewer-demo'));
    const href = await box.getByRole('link', { name: message(id, 'previewer.standalone') }).getAttribute('href');
    expect(href).toContain('release=4.3.0');
    await open(page, href!, WIDTHS[0]);
    const standalone = page.locator('.site-demo-page');
    await expect(standalone.locator('iframe')).toBeVisible();
    const look = await lookOf(standalone);
    expect({ ...look, padding: inBox.padding }).toEqual(inBox);
  });

  visit(`${id}: in print on landscape pages the Versions and API tables keep every column, types whole`, async ({ page }) => {
    await printedTablesWhole(page, prefix);
  });
}

/** At 412 px the playground's code section and action bar fit the screen, on 4.0.4 and 5.1.0. */
async function playgroundFitsPhone(page: Page, id: string, prefix: string) {
  await visit.step("412 px phone: the playground's code section and action bar fit the screen", async () => {
    await open(page, `${prefix}playground`, PHONE_412);
    const code = page.locator('.pg-code');
    await code.scrollIntoViewIfNeeded();
    for (const part of [code, code.locator('.pg-code-actions'), ...(await code.locator('.pg-code-action').all())]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_412.width);
    }
    await expect(code.getByRole('button', { name: message(id, 'previewer.code.copy') })).toBeInViewport();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // on 5.1.0 (one flex row) the preview's frame wraps the pager: its size changer is within the frame
    await open(page, `${prefix}playground?release=5.1.0`, PHONE_412);
    const frame = page.locator('.pg-preview iframe');
    const changer = page.frameLocator('.pg-preview iframe').locator('select.rc-pagination-options-size-changer');
    await expect(changer).toBeVisible();
    const frameWidth = await frame.evaluate((element) => element.getBoundingClientRect().width);
    const right = await changer.evaluate((element) => element.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(frameWidth);
  });
}

/**
 * In print on landscape pages, the Versions and API tables keep every column, types whole: the
 * printable width of an A4 page at 96 dpi with the browser's default margins (the pages print.css
 * gives a table of five columns or more).
 */
async function printedTablesWhole(page: Page, prefix: string) {
  const paper = { name: 'landscape', width: 1047, height: 700, page: 'site-wide-table' };
  await visit.step(`in print on ${paper.name} pages the Versions and API tables keep every column, types whole`, async () => {
    let tablesSeen = 0;
    for (const route of [`${prefix}versions`, prefix]) {
      await open(page, route, paper);
      await page.emulateMedia({ media: 'print' });
      const tables = page.locator('.dumi-default-table', { has: page.locator('table') });
      const edges = await tables.evaluateAll(
        (all, pageName) =>
          all
            .filter((box) => getComputedStyle(box).page === pageName)
            .map((box) => {
              const table = box.querySelector('table')!;
              const cells = [...table.querySelectorAll('th, td')];
              return {
                right: Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)),
                display: getComputedStyle(table).display,
              };
            }),
        paper.page,
      );
      tablesSeen += edges.length;
      for (const edge of edges) {
        expect(edge.right, route).toBeLessThanOrEqual(paper.width);
        expect(edge.display, route).toBe('table');
      }
      expect(await brokenWords(page.locator('.markdown table')), route).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
    }
    expect(tablesSeen).toBeGreaterThan(0);
  });
}
