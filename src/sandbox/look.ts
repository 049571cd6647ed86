/** What the page tells its runner frame so an edited demo looks as the original (maintainers/live-demo-look.md). */

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

/** rem units, and the colour of form controls and the canvas */
export const ROOT_PROPERTIES = ['font-size', 'color-scheme'] as const;

export type TypographyProperty = (typeof TYPOGRAPHY_PROPERTIES)[number];
export type RootProperty = (typeof ROOT_PROPERTIES)[number];

export interface Look {
  viewport: { width: number; height: number };
  typography: Partial<Record<TypographyProperty, string>>;
  root: Partial<Record<RootProperty, string>>;
  /** CJK text picks the same faces */
  lang: string;
  dir: 'ltr' | 'rtl' | '';
}
