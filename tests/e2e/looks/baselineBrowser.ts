/**
 * The visual baselines hold for the Chromium that drew them: another major version may lay out
 * or anti-alias text differently. `baseline-browser.json` records that version; it is written by
 * `npm run test:visual:redraw` (scripts/redraw-baselines.mjs) together with the baselines.
 */
import recorded from './baseline-browser.json';

export const BASELINE_CHROMIUM: string = recorded.chromium;

/** "156.0.8078.108" → "156". */
export const majorOf = (version: string): string => version.split('.')[0] ?? version;

/**
 * Null when `running` has the baselines' major version; otherwise the one line that says what
 * differs and how to go on.
 */
export function baselineBrowserMismatch(running: string, drawnWith: string = BASELINE_CHROMIUM): string | null {
  if (majorOf(running) === majorOf(drawnWith)) return null;
  return (
    `The visual baselines were drawn with Chromium ${majorOf(drawnWith)} (${drawnWith}) and this ` +
    `run uses Chromium ${running}: install Chromium ${majorOf(drawnWith)}, or redraw them with ` +
    '`npm run test:visual:redraw` and review the new pictures (maintainers/visual-tests.md).'
  );
}
