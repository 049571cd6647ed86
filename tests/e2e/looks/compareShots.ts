import { createRequire } from 'node:module';

/**
 * Compares two live screenshots with the comparator `toHaveScreenshot` itself uses (Playwright's
 * pixelmatch, from the pinned playwright-core), with Playwright's default thresholds: a pixel
 * differs past a YIQ distance of 0.2, and no pixel may differ. Two pictures taken in the same
 * test, a moment apart, agree to the pixel. `toHaveScreenshot` compares with a file only.
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

/**
 * A picture compared with its committed baseline may differ in this many pixels. On a machine
 * whose two cores are busy with other tests, Chromium now and then draws a few dozen pixels of a
 * page otherwise (seen: 22 and 55, on a native select's arrow and glyph edges), in a picture that
 * passes when drawn again. A visible change (a colour, a shifted line, a missing control) moves
 * thousands of pixels, so the baselines still catch it.
 */
export const BASELINE_STRAY_PIXELS = 100;

/** null when `actual` and `expected` (PNG) look the same, else what differs and a diff picture. */
export function compareShots(actual: Buffer, expected: Buffer): { errorMessage: string; diff?: Buffer } | null {
  return getComparator('image/png')(actual, expected, VISUAL_THRESHOLDS);
}
