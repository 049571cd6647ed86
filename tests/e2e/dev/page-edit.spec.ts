import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const PAGE_FILE = path.resolve(__dirname, '../../../docs/demo/basic.md');
const SENTENCE = 'Use this form for ordinary lists and tables.';

// The dev server keeps what it computed for the modules an edit did not reach, between rebuilds
// (webpack's cacheUnaffected, plugins/bundle/devServer.ts). An edit of the page's own text
// shows, and so does the edit that takes it back: no rebuild serves an earlier result.
test("an edit of a page's Markdown text shows in the open page, and so does undoing it", async ({ page }) => {
  // the first request to a fresh dev server waits for its first compile (minutes on 2 cores)
  test.setTimeout(6 * 60_000);
  await page.goto('demo/basic');
  await expect(page.getByText(SENTENCE)).toBeVisible({ timeout: 5 * 60_000 });

  const original = fs.readFileSync(PAGE_FILE, 'utf8');
  expect(original).toContain(SENTENCE);
  const marker = `Edited ${Date.now()}.`;
  try {
    fs.writeFileSync(PAGE_FILE, original.replace(SENTENCE, `${SENTENCE} ${marker}`));
    await expect(page.getByText(marker)).toBeVisible({ timeout: 60_000 });
    // the demos on the page still run after the page's module was rebuilt
    await expect(page.locator('.rc-pagination').first()).toBeVisible();
  } finally {
    fs.writeFileSync(PAGE_FILE, original);
  }
  await expect(page.getByText(marker)).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(SENTENCE)).toBeVisible();
});
