/**
 * What the page tells its runner frame so that an edited demo looks as the original:
 * the window's size, which the frame's media queries answer for (src/sandbox/runner/mediaQuery.ts),
 * the text properties the demo box hands down to the demo, and the page's root language,
 * direction, font size and colour scheme. The page reads it (./pageLook.ts); the runner applies it.
 * See maintainers/live-demo-look.md.
 */

/** The inherited properties that decide how a demo's text is drawn, read from the demo box. */
export const TYPOGRAPHY_PROPERTIES = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-stretch',
  'font-variant',
  'font-feature-settings',
  'font-variation-settings',
  'font-kerning',
  'font-synthesis',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-indent',
  'text-transform',
  'text-rendering',
  'text-shadow',
  'white-space',
  'word-break',
  'overflow-wrap',
  'line-break',
  'hyphens',
  'tab-size',
  '-webkit-font-smoothing',
  'cursor',
] as const;

/** The root's properties the frame's root takes: rem units, and the colour of form controls and of the frame's canvas. */
export const ROOT_PROPERTIES = ['font-size', 'color-scheme'] as const;

export type TypographyProperty = (typeof TYPOGRAPHY_PROPERTIES)[number];
export type RootProperty = (typeof ROOT_PROPERTIES)[number];

export interface Look {
  /** the page's window in CSS pixels */
  viewport: { width: number; height: number };
  /** computed values of the demo box, for the frame's body */
  typography: Partial<Record<TypographyProperty, string>>;
  /** computed values of the page's root element, for the frame's */
  root: Partial<Record<RootProperty, string>>;
  /** the page's language (`en-US`, `zh-CN`), so CJK text picks the same faces */
  lang: string;
  dir: 'ltr' | 'rtl' | '';
}
