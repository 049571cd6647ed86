import type { Locator, Page } from '@playwright/test';
import { entrySource } from '../../plugins/releases/cost';
import { RELEASES, releaseLabel, type ReleaseId } from '../../src/versions/releases';
import { esbuildGzip } from '../unit/compare/esbuildSize';
import { expect, visit as test, waitForApp } from './support';

/**
 * The Versions page's release costs table and "Moving from X to Y" list (plugins/pages/
 * compareReleases.ts, src/theme/MovingReleases), in both languages, on a desktop and a phone, and
 * in the page's Markdown twin.
 */

/** Each release's entry bundled by esbuild and gzipped: a measure independent of the build's webpack and swc. */
async function esbuildSizes(): Promise<Map<ReleaseId, number>> {
  return new Map(await Promise.all(RELEASES.map(async (release) => [release.id, await esbuildGzip(entrySource(release))] as const)));
}

const LANGUAGES = {
  'en-US': { route: 'versions', size: 'Size (gzip)', from: 'Moving from', to: 'to', title: (from: string, to: string) => `Moving from ${from} to ${to}`, space: 'Space on a page item now turns the page' },
  'zh-CN': { route: 'zh-CN/versions', size: '体积（gzip）', from: '迁移自', to: '迁移到', title: (from: string, to: string) => `从 ${from} 迁移到 ${to}`, space: '在页码上按空格键现在会翻页' },
} as const;
const WIDTHS = [1280, 412] as const;

/** The costs table: the one with a size column. */
const costsTable = (page: Page, size: string) => page.locator('table', { has: page.getByRole('cell', { name: size, exact: true }) });

/** A release's row in the costs table. */
const rowOf = (table: Locator, release: ReleaseId) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: releaseLabel(release), exact: true }) });

/** A release's gzip size as its row shows it, in bytes. */
async function shownSize(table: Locator, release: ReleaseId): Promise<number> {
  const row = rowOf(table, release);
  await expect(row, release).toHaveCount(1);
  const text = (await row.locator('td').nth(1).textContent()) ?? '';
  const match = text.match(/^(\d+) B$/);
  expect(match, `${release}'s size cell reads "${text}"`).not.toBeNull();
  return Number(match![1]);
}

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test(`${language}: the sizes agree with esbuild's, and another pair lists its own changes, at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    const independent = await esbuildSizes();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(texts.route);
      await waitForApp(page);

      const table = costsTable(page, texts.size);
      await expect(table).toHaveCount(1);
      for (const release of RELEASES) {
        const shown = await shownSize(table, release.id);
        const other = independent.get(release.id)!;
        expect(Math.abs(shown - other) / other, `${release.id} at ${width} px: the page shows ${shown} B, esbuild gives ${other} B`).toBeLessThan(0.1);
      }
      // @rc-component/util's React range, beside 1.5.0's own
      await expect(rowOf(table, '1.5.0')).toContainText('>=18.0.0');

      const from = page.getByRole('combobox', { name: texts.from, exact: true });
      const to = page.getByRole('combobox', { name: texts.to, exact: true });
      await expect(from).toHaveValue('4.0.4');
      await expect(to).toHaveValue('1.5.0');
      const list = page.locator('.rcp-moving-list');
      await expect(list).toContainText(texts.title('4.0.4', '1.5.0'));
      await expect(list).toContainText(texts.space);
      await expect(list).toContainText('nested-interactive');
      // neither the table nor the list makes the page scroll sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);

      await to.selectOption('5.1.0');
      await expect(list).toContainText(texts.title('4.0.4', '5.1.0'));
      await expect(list).not.toContainText('nested-interactive');
      await expect(list).not.toContainText(texts.space);
      await expect(list.locator('li').first()).toBeVisible();
      expect(new URL(page.url()).search).toBe('?from=4.0.4&to=5.1.0');
    }
  });
}

test('a pair in the address is shown, anything but a known release is not read, and print shows the list alone', async ({ page }) => {
  await page.goto('versions?from=5.1.0&to=4.3.0');
  await waitForApp(page);
  const list = page.locator('.rcp-moving-list');
  await expect(list).toContainText('Moving from 5.1.0 to 4.3.0');
  await expect(page.getByRole('combobox', { name: 'Moving from', exact: true })).toHaveValue('5.1.0');

  await page.goto('versions?from=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&to=1.5.0');
  await waitForApp(page);
  await expect(list).toContainText('Moving from 4.0.4 to 1.5.0');
  await expect(page.locator('.rcp-moving img')).toHaveCount(0);

  // printed: the list without the selects
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.rcp-moving-pair')).toBeHidden();
  await expect(list.locator('li').filter({ hasText: 'nested-interactive' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('the Markdown twins hold the costs table and the list of 4.0.4 to 1.5.0', async ({ request }) => {
  for (const [language, texts] of Object.entries(LANGUAGES)) {
    const twin = await (await request.get(`${texts.route}.md`)).text();
    expect(twin, language).toContain(`**${texts.title('4.0.4', '1.5.0')}**`);
    expect(twin, language).toContain(texts.space);
    expect(twin, language).toMatch(/- .*nested-interactive.*\]\(https:\/\/dequeuniversity\.com\//);
    expect(twin, language).toContain('selectComponentClass');
    for (const release of RELEASES) expect(twin, `${language}: ${release.id}`).toMatch(new RegExp(`\\| ${releaseLabel(release.id).replace(/[.]/g, '\\.')} \\| \\d+ B \\|`));
    expect(twin, language).not.toMatch(/^:::/m);
  }
});
