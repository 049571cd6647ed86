import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DEMOS = path.resolve(__dirname, '../../../docs/demo/demos');
const DEMO_FILE = path.join(DEMOS, 'less-pages.tsx');
/** A file the test adds beside the demo (a leading underscore: dumi makes no page of it). */
const ADDED_FILE = path.join(DEMOS, '_dev-import-edit.ts');
const LABEL = '<p style={{ margin: \'0 0 8px\' }}>Default</p>';

// The dev server reuses, in each rebuild, the module an unchanged import led to before
// (`module.unsafeCache`, plugins/bundle/devCacheStore.ts). What it must still see: a new import
// of a new file, an edit of that file reached only through the cached import, and the file
// taken out again.
test('a demo that imports a new file shows it, then each edit of that file, then goes back without it', async ({ page }) => {
  // the first request to a fresh dev server waits for its first compile (minutes on 2 cores)
  test.setTimeout(6 * 60_000);
  await page.goto('demo/less-pages');
  const box = page.locator('.rcp-previewer').first();
  await expect(box.getByText('Default', { exact: true })).toBeVisible({ timeout: 5 * 60_000 });

  const original = fs.readFileSync(DEMO_FILE, 'utf8');
  expect(original).toContain(LABEL);
  const first = `added-${Date.now()}`;
  const second = `${first}-edited`;
  try {
    fs.writeFileSync(ADDED_FILE, `export const addedLabel = '${first}';\n`);
    fs.writeFileSync(
      DEMO_FILE,
      original
        .replace("import 'rc-pagination/assets/index.css';", "import 'rc-pagination/assets/index.css';\nimport { addedLabel } from './_dev-import-edit';")
        .replace(LABEL, LABEL.replace('Default', 'Default {addedLabel}')),
    );
    await expect(box.getByText(`Default ${first}`, { exact: true })).toBeVisible({ timeout: 60_000 });

    // only the added file changes: the demo's import of it is the one the cache holds
    fs.writeFileSync(ADDED_FILE, `export const addedLabel = '${second}';\n`);
    await expect(box.getByText(`Default ${second}`, { exact: true })).toBeVisible({ timeout: 60_000 });
  } finally {
    fs.writeFileSync(DEMO_FILE, original);
    fs.rmSync(ADDED_FILE, { force: true });
  }
  await expect(box.getByText('Default', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(box.locator('.rc-pagination')).toHaveCount(2);
});
