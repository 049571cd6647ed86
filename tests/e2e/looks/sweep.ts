import type { Page } from '@playwright/test';
import { inPageSource, type LowContrast } from './contrast';

/**
 * Text that WCAG exempts from contrast: that of inactive controls. rc-pagination marks its
 * inactive previous/next with aria-disabled and a -disabled class, rc-select its options and
 * itself with -disabled classes.
 */
const DISABLED =
  ':disabled, [aria-disabled="true"], .rc-pagination-disabled, .rc-select-disabled, .rc-select-item-option-disabled';

/** The contrast sweep of the page as it stands: one line per text under WCAG AA, naming the page, the width, the element and the ratio. */
export async function contrastSweep(page: Page, where: string): Promise<string[]> {
  const found = (await page.evaluate(inPageSource(DISABLED))) as LowContrast[];
  return found.map(
    (item) =>
      `${where}: ${item.element} "${item.text}" ${item.colour} on ${item.background} is ${item.ratio}:1, needs ${item.required}:1`,
  );
}
