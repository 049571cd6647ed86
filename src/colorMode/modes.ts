/**
 * The site's colour modes, in one place: the head script, the hook and the tests read these.
 * `auto` follows the operating system; the page itself is only ever drawn light or dark.
 */
export const COLOR_MODES = ['light', 'dark', 'auto'] as const;

export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'auto'>;

/** dumi's own colour script is removed (see dropDumiColorScript.ts); this is the only default: a
 * first visit follows the system's scheme, as the mode switch's `auto` does. */
export const DEFAULT_COLOR_MODE: ColorMode = 'auto';

/** Same key as dumi's own colour code, so a visitor's choice survives either reading it. */
export const COLOR_MODE_STORAGE_KEY = 'dumi:prefers-color';

/** Set on <html>; dumi's theme-default dark styles and our tokens key off `[data-prefers-color=dark]`. */
export const COLOR_MODE_ATTRIBUTE = 'data-prefers-color';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** A stored value is untrusted: anything but a known mode means the default. */
export function parseColorMode(value: unknown): ColorMode {
  return isColorMode(value) ? value : DEFAULT_COLOR_MODE;
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
