import { expect, test, type Page } from '@playwright/test';

/**
 * The dev server reports every render error in its own overlay, an iframe over the whole page
 * that appears a moment after the error, and again for a later report of the same error (React
 * renders a throwing component twice in development). Close it with its dismiss control, as a
 * developer would, whenever it comes over the page: Playwright runs the handler before an action
 * the overlay would block.
 */
async function dismissDevOverlays(page: Page) {
  const overlay = page.locator('body > iframe');
  await page.addLocatorHandler(overlay, async () => {
    await page.frameLocator('body > iframe').getByTitle('Click or press Escape to dismiss.').click();
    await expect(overlay).toHaveCount(0);
  });
}

// Debug demos exist only in development, so this runs against `dumi dev` (the `dev` project).
test('a demo that throws shows an error box while the other demos keep working', async ({
  page,
}) => {
  // the first request to a fresh dev server waits for its first compile (minutes on 2 cores)
  test.setTimeout(6 * 60_000);
  await dismissDevOverlays(page);
  await page.goto('demo/more');
  const box = page.getByRole('alert').filter({ hasText: 'this demo throws on purpose' });
  await expect(box).toBeVisible({ timeout: 5 * 60_000 });
  await expect(box).toContainText('Demo error: this demo throws on purpose to show the error box');

  const stack = box.locator('details');
  await expect(stack).not.toHaveAttribute('open', '');
  await box.getByText('Error stack').click();
  await expect(stack.locator('pre')).toContainText('ThrowingDemo');

  // the debug demo is badged, and retrying a demo that always throws shows the box again
  await expect(page.getByText('Debug', { exact: true })).toBeVisible();
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'throws on purpose' })).toBeVisible();

  // the neighbouring demo (it starts on page 25) still responds
  const neighbour = page.locator('.rc-pagination').first();
  await neighbour.getByRole('listitem', { name: 'Next Page' }).click();
  await expect(neighbour.locator('.rc-pagination-item-26')).toHaveClass(
    /rc-pagination-item-active/,
  );
});
