import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DEMOS = path.resolve(__dirname, '../../../docs/demo/demos');
const DEMO_FILE = path.join(DEMOS, 'less-pages.tsx');
/** A file the test adds beside the demo (a leading underscore: dumi makes no page of it). */
const ADDED_FILE = path.join(DEMOS, '_dev-import-edit.ts');
const LABEL = '<p style={{ margin: \'0 0 8px\' }}>Default</p>';
/** The second test's demo and its helper, which the test adds and renames. */
const RENAMED_DEMO = path.join(DEMOS, 'show-title.tsx');
const HELPER = path.join(DEMOS, '_dev-import-renamed');
const RENAMED_LABEL = '<code>showTitle</code> on (default)';

// A maintainer's edits around a demo's own helper file: a new import of a new file, an edit of
// that file alone, and the file taken out again with its import. dumi's Markdown loader read the
// removed file for its cache key until a restart (plugins/bundle/devServer.ts).
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

    // only the added file changes: the demo itself and its import stay as they are
    fs.writeFileSync(ADDED_FILE, `export const addedLabel = '${second}';\n`);
    await expect(box.getByText(`Default ${second}`, { exact: true })).toBeVisible({ timeout: 60_000 });
  } finally {
    fs.writeFileSync(DEMO_FILE, original);
    fs.rmSync(ADDED_FILE, { force: true });
  }
  await expect(box.getByText('Default', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(box.locator('.rc-pagination')).toHaveCount(2);
});

// An everyday edit that leaves the demo's import as it is: its helper `foo.tsx` renamed to
// `foo.ts` (no JSX left in it). The unchanged `import './foo'` must now lead to `foo.ts`, as a
// fresh start would, not to the removed `foo.tsx`.
test('a demo shows its helper after the helper is renamed from .tsx to .ts, import unchanged', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  await page.goto('demo/show-title');
  const box = page.locator('.rcp-previewer').first();
  await expect(box.locator('.rc-pagination')).toHaveCount(2, { timeout: 5 * 60_000 });

  const original = fs.readFileSync(RENAMED_DEMO, 'utf8');
  expect(original).toContain(RENAMED_LABEL);
  const first = `tsx-${Date.now()}`;
  const second = `${first}-ts`;
  try {
    fs.writeFileSync(`${HELPER}.tsx`, `export const helperLabel = '${first}';\n`);
    fs.writeFileSync(
      RENAMED_DEMO,
      original
        .replace("import 'rc-pagination/assets/index.css';", "import 'rc-pagination/assets/index.css';\nimport { helperLabel } from './_dev-import-renamed';")
        .replace(RENAMED_LABEL, `${RENAMED_LABEL} {helperLabel}`),
    );
    await expect(box.getByText(first)).toBeVisible({ timeout: 60_000 });

    // the rename: the new file first, then the old one removed (an editor's or git's order)
    fs.writeFileSync(`${HELPER}.ts`, `export const helperLabel = '${second}';\n`);
    fs.rmSync(`${HELPER}.tsx`);
    await expect(box.getByText(second)).toBeVisible({ timeout: 60_000 });
    await expect(box.locator('.rc-pagination')).toHaveCount(2);
  } finally {
    fs.writeFileSync(RENAMED_DEMO, original);
    fs.rmSync(`${HELPER}.tsx`, { force: true });
    fs.rmSync(`${HELPER}.ts`, { force: true });
  }
  await expect(box.locator('.rc-pagination')).toHaveCount(2, { timeout: 60_000 });
});
