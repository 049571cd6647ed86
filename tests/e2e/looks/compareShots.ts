import { createRequire } from 'node:module';

/**
 * Compares two live screenshots with the comparator `toHaveScreenshot` itself uses (Playwright's
 * pixelmatch, from the pinned playwright-core), and the visual specs' thresholds: Playwright's
 * defaults, which visual.spec.ts and playwright.config.ts leave as they are (a pixel differs
 * past a YIQ distance of 0.2; no pixel may differ). `toHaveScreenshot` compares with a file only.
 */
type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options?: { threshold?: number; maxDiffPixels?: number },
) => { errorMessage: string; diff?: Buffer } | null;

const { getComparator } = createRequire(__filename)('playwright-core/lib/utils') as {
  getComparator(mimeType: 'image/png'): Comparator;
};

export const VISUAL_THRESHOLDS = { threshold: 0.2, maxDiffPixels: 0 } as const;

/** null when `actual` and `expected` (PNG) look the same, else what differs and a diff picture. */
export function compareShots(actual: Buffer, expected: Buffer): { errorMessage: string; diff?: Buffer } | null {
  return getComparator('image/png')(actual, expected, VISUAL_THRESHOLDS);
}
