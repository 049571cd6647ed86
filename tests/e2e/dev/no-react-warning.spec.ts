import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DOCS = path.resolve(__dirname, '../../../docs');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    // `name.$tab-x.md` is a tab of another page, reached by a query, not a route of its own
    return entry.name.endsWith('.md') && !entry.name.includes('$tab-') ? [file] : [];
  });
}

/** `docs/demo/sizer.zh-CN.md` → `zh-CN/demo/sizer`, `docs/index.md` → `` (the home page). */
function routeOf(file: string): string {
  const relative = path.relative(DOCS, file).replace(/\\/g, '/').replace(/\.md$/, '');
  const chinese = relative.endsWith('.zh-CN');
  const route = relative.replace(/\.zh-CN$/, '').replace(/(^|\/)index$/, '');
  return chinese ? ['zh-CN', route].filter(Boolean).join('/') : route;
}

/** A page has a size changer when one of its demos passes a select to rc-pagination. */
function hasSizeChanger(file: string): boolean {
  const markdown = fs.readFileSync(file, 'utf8');
  return [...markdown.matchAll(/<code src="([^"]+)"/g)].some(([, src]) => {
    const demo = fs.readFileSync(path.resolve(path.dirname(file), src), 'utf8');
    return demo.includes('selectComponentClass=');
  });
}

const ROUTES = [
  ...markdownFiles(DOCS).filter(hasSizeChanger).map(routeOf),
  // the playground's first state (500 items) shows the size changer by itself
  'playground',
  'zh-CN/playground',
].sort();

test('the pages with a size changer are found', () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining(['', 'zh-CN', 'demo/sizer', 'zh-CN/demo/sizer', 'questions', 'zh-CN/questions']),
  );
});

// rc-pagination 4.0.4 hands rc-select 14.11.0 a prop it does not know (popupMatchSelectWidth);
// React reports that only in development, so this runs against `dumi dev` (the `dev` project).
for (const route of ROUTES) {
  test(`/${route} draws its size changer and opens its list with no React warning in the console`, async ({ page }) => {
    // the first request to a fresh dev server waits for its first compile (minutes on 2 cores)
    test.setTimeout(6 * 60_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/^Warning: /.test(message.text())) warnings.push(message.text());
    });
    await page.goto(route);
    const changers = page.locator('.rc-pagination-options-size-changer');
    await expect(changers.first()).toBeVisible({ timeout: 5 * 60_000 });
    for (const changer of await changers.all()) await expect(changer).toBeVisible();
    // rc-select itself comes on first use: open the first list, so it draws too (from
    // the keyboard: a page with the demo that throws on purpose has the dev error overlay on top)
    await changers.first().getByRole('combobox').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.rc-select-dropdown:not(.rc-select-dropdown-hidden)').first()).toBeVisible();
    // console events arrive in order with other replies: one round trip delivers the earlier ones
    await page.evaluate(() => document.readyState);
    expect(warnings).toEqual([]);
  });
}
