import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DEMO_FILE = path.resolve(__dirname, '../../../docs/demo/demos/basic.tsx');

declare global {
  interface Window {
    __beforeEdit?: string;
  }
}

// The dev server's hot update: the edited demo and its code view change in place, with
// the page's state kept. How long it takes is measured by the bench (demoEditMs), not here.
test('an edit of a demo file shows in the open page and its code view, without a reload', async ({ page }) => {
  // the first request to a fresh dev server waits for its first compile (minutes on 2 cores)
  test.setTimeout(6 * 60_000);
  await page.goto('demo/basic');
  const box = page.locator('.rcp-previewer').filter({ has: page.getByRole('link', { name: 'Several totals' }) });
  await expect(box.getByText('25 items', { exact: true })).toBeVisible({ timeout: 5 * 60_000 });

  // the page's state before the edit: the code view open, the second pagination on its page 2,
  // and a value that a reload would lose
  await box.getByRole('button', { name: 'Show code' }).click();
  const code = box.getByRole('region', { name: 'Source code: Several totals' });
  await expect(code).toContainText('{total} items</p>');
  const second = box.locator('.rc-pagination').nth(1);
  await second.getByRole('listitem', { name: '2', exact: true }).click();
  await expect(second.locator('.rc-pagination-item-2')).toHaveClass(/rc-pagination-item-active/);
  await page.evaluate(() => {
    window.__beforeEdit = 'set before the edit';
  });

  const original = fs.readFileSync(DEMO_FILE, 'utf8');
  const marker = `edited-${Date.now()}`;
  expect(original).toContain('{total} items</p>');
  try {
    fs.writeFileSync(DEMO_FILE, original.replace('{total} items</p>', `{total} items ${marker}</p>`));
    await expect(box.getByText(`25 items ${marker}`)).toBeVisible({ timeout: 60_000 });
    await expect(code).toContainText(`{total} items ${marker}</p>`);
    // no reload: the value set before is there, the code view still open, the demo on its page 2
    expect(await page.evaluate(() => window.__beforeEdit)).toBe('set before the edit');
    await expect(code).toBeVisible();
    await expect(second.locator('.rc-pagination-item-2')).toHaveClass(/rc-pagination-item-active/);
  } finally {
    fs.writeFileSync(DEMO_FILE, original);
  }
  await expect(box.getByText('25 items', { exact: true })).toBeVisible({ timeout: 60_000 });
});
