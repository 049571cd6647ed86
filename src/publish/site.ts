/**
 * What the build knows about where the site is published, handed to the browser bundle by
 * .dumirc.ts's `define` (plugins/publish/index.ts computes it). Empty in unit tests.
 */
export const SITE_ROOT: string = process.env.SITE_ROOT ?? '';
/** The page background of each colour mode, from src/styles/tokens.css, for `theme-color`. */
export const THEME_COLORS: { light: string; dark: string } = {
  light: process.env.SITE_THEME_LIGHT ?? '',
  dark: process.env.SITE_THEME_DARK ?? '',
};
/** The Open Graph image in public/, drawn by scripts/og-image.mjs. */
export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 };
