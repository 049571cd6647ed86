/*
 * Presets for the properties whose value is code (functions, elements, class names, styles).
 * Each preset holds the value the live preview passes AND the source text the generated code
 * prints, side by side, so the two are edited together; a unit test renders both and compares.
 */
import type { PaginationProps } from 'rc-pagination';
import React, { type CSSProperties, type ReactNode } from 'react';

type ShowTotal = NonNullable<PaginationProps['showTotal']>;
type ItemRender = NonNullable<PaginationProps['itemRender']>;

export interface ShowTotalPreset {
  id: string;
  render: ShowTotal;
  /** the arrow function as it appears in `showTotal={...}` */
  code: string;
}

export const SHOW_TOTAL_PRESETS: readonly ShowTotalPreset[] = [
  {
    id: 'count',
    render: (total) => `Total ${total} items`,
    code: '(total) => `Total ${total} items`',
  },
  {
    id: 'range',
    render: (total, range) => `${range[0]}-${range[1]} of ${total} items`,
    code: '(total, range) => `${range[0]}-${range[1]} of ${total} items`',
  },
  {
    id: 'rich',
    render: (total, [from, to]) => (
      <span>
        <strong>{from}</strong>–<strong>{to}</strong> / {total}
      </span>
    ),
    code: `(total, [from, to]) => (
  <span>
    <strong>{from}</strong>–<strong>{to}</strong> / {total}
  </span>
)`,
  },
  {
    id: 'chinese',
    render: (total) => `共 ${total} 条`,
    code: '(total) => `共 ${total} 条`',
  },
];

export interface ItemRenderPreset {
  id: string;
  render: ItemRender;
  /** a `const itemRender` declaration placed above the component */
  declaration: string;
}

export const ITEM_RENDER_PRESETS: readonly ItemRenderPreset[] = [
  {
    id: 'textButtons',
    render: (page, type, element) => {
      if (type === 'prev') return <a>Previous</a>;
      if (type === 'next') return <a>Next</a>;
      return element;
    },
    declaration: `// previous and next become words; every other item keeps its default element
const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
  if (type === 'prev') return <a>Previous</a>;
  if (type === 'next') return <a>Next</a>;
  return element;
};`,
  },
  {
    id: 'padded',
    render: (page, type, element) =>
      type === 'page' ? <a>{String(page).padStart(2, '0')}</a> : element,
    declaration: `// page numbers with two digits: 01, 02, ...
const itemRender: PaginationProps['itemRender'] = (page, type, element) =>
  type === 'page' ? <a>{String(page).padStart(2, '0')}</a> : element;`,
  },
];

export type IconProp = 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon';

export interface IconPreset {
  id: string;
  icons: Partial<Record<IconProp, { value: ReactNode; attribute: string }>>;
  /** `const` declarations the attributes refer to, placed above the component */
  declarations: string[];
}

export const ICON_PRESETS: readonly IconPreset[] = [
  {
    id: 'arrows',
    icons: {
      prevIcon: {
        value: <span role="img" aria-label="Previous page">‹</span>,
        attribute: 'prevIcon={prevIcon}',
      },
      nextIcon: {
        value: <span role="img" aria-label="Next page">›</span>,
        attribute: 'nextIcon={nextIcon}',
      },
      jumpPrevIcon: {
        value: <span role="img" aria-label="Jump back">«</span>,
        attribute: 'jumpPrevIcon={jumpPrevIcon}',
      },
      jumpNextIcon: {
        value: <span role="img" aria-label="Jump forward">»</span>,
        attribute: 'jumpNextIcon={jumpNextIcon}',
      },
    },
    declarations: [
      '// an icon replaces the default button, so it carries its own accessible name',
      'const prevIcon = <span role="img" aria-label="Previous page">‹</span>;',
      'const nextIcon = <span role="img" aria-label="Next page">›</span>;',
      'const jumpPrevIcon = <span role="img" aria-label="Jump back">«</span>;',
      'const jumpNextIcon = <span role="img" aria-label="Jump forward">»</span>;',
    ],
  },
  {
    id: 'words',
    icons: {
      prevIcon: { value: 'Prev', attribute: 'prevIcon="Prev"' },
      nextIcon: { value: 'Next', attribute: 'nextIcon="Next"' },
    },
    declarations: [],
  },
];

export interface ClassNamePreset {
  id: string;
  className: string;
  /** the stylesheet that gives the class its look, exported as `styles.css` */
  css: string;
}

export const CLASS_NAME_PRESETS: readonly ClassNamePreset[] = [
  {
    id: 'rounded',
    className: 'rounded-pagination',
    css: `.rounded-pagination .rc-pagination-item,
.rounded-pagination .rc-pagination-item-link {
  border-radius: 50%;
}
`,
  },
  {
    id: 'borderless',
    className: 'borderless-pagination',
    css: `.borderless-pagination .rc-pagination-item:not(.rc-pagination-item-active),
.borderless-pagination .rc-pagination-item-link {
  border-color: transparent;
}
`,
  },
];

export interface StylePreset {
  id: string;
  /** plain values only, so the object literal in the generated code is printed from it */
  style: Record<string, string | number>;
}

export const STYLE_PRESETS: readonly StylePreset[] = [
  { id: 'centered', style: { textAlign: 'center' } },
  { id: 'right', style: { textAlign: 'right' } },
  { id: 'spacious', style: { padding: '16px 0', fontSize: 16 } },
];

/** `{ textAlign: 'center', fontSize: 16 }` as it appears inside `style={...}`. */
export function styleLiteral(style: StylePreset['style']): string {
  const entries = Object.entries(style).map(
    ([key, value]) => `${key}: ${typeof value === 'number' ? value : `'${value}'`}`,
  );
  return `{ ${entries.join(', ')} }`;
}

export function styleValue(preset: StylePreset): CSSProperties {
  return preset.style as CSSProperties;
}

/** A preset by id, or undefined for `none` and unknown ids. */
export function findPreset<T extends { id: string }>(list: readonly T[], id: string): T | undefined {
  return list.find((preset) => preset.id === id);
}

/** The ids a control offers for a preset property, `none` first. */
export function presetIds(list: readonly { id: string }[]): string[] {
  return ['none', ...list.map((preset) => preset.id)];
}
