/*
 * Presets for the properties whose value is code: each holds the value the preview passes and the
 * source text the generated code prints, side by side; a unit test renders both and compares.
 */
import type { PaginationProps } from 'rc-pagination';
import React, { type ReactNode } from 'react';

type ShowTotal = NonNullable<PaginationProps['showTotal']>;
type ItemRender = NonNullable<PaginationProps['itemRender']>;

/** `code`: the arrow function as it appears in `showTotal={...}`. */
export const SHOW_TOTAL_PRESETS: readonly { id: string; render: ShowTotal; code: string }[] = [
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

/**
 * The words presets put on the page in its language (arrow icons' names, previous / next links)
 * and the generated code's comments.
 */
const WORDS = ['prevIcon', 'nextIcon', 'jumpPrevIcon', 'jumpNextIcon', 'previous', 'next'] as const;
const COMMENTS = ['textButtons', 'padded', 'icons', 'pageSizeSelect', 'nativeSelect'] as const;
type Capitalized<T extends string> = T extends `${infer F}${infer R}` ? `${Uppercase<F>}${R}` : T;
export type PresetWords = Record<(typeof WORDS)[number] | `comment${Capitalized<(typeof COMMENTS)[number]>}`, string>;

/** The words in the page's language, from its interface strings (`playground.words.*`, `playground.comment.*`). */
export function presetWords(t: (id: string) => string): PresetWords {
  const words = WORDS.map((word) => [word, t(`playground.words.${word}`)]);
  const comments = COMMENTS.map((id) => [`comment${id[0].toUpperCase()}${id.slice(1)}`, t(`playground.comment.${id}`)]);
  return Object.fromEntries([...words, ...comments]) as PresetWords;
}

/** A comment of the generated code, in the page's language: `// ` before each of its lines. */
export function codeComment(text: string): string {
  return text.replace(/^/gm, '// ');
}

/** A word as JSX text or attribute value: the characters JSX would read as code, escaped. */
function jsxText(word: string): string {
  return word.replace(/[&<>"{}]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `declaration`: a `const itemRender` placed above the component. */
export const ITEM_RENDER_PRESETS: readonly {
  id: string;
  render: (words: PresetWords) => ItemRender;
  declaration: (words: PresetWords) => string;
}[] = [
  {
    id: 'textButtons',
    render: (words) => (page, type, element) => {
      if (type === 'prev') return <a>{words.previous}</a>;
      if (type === 'next') return <a>{words.next}</a>;
      return element;
    },
    declaration: (words) => `${codeComment(words.commentTextButtons)}
const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
  if (type === 'prev') return <a>${jsxText(words.previous)}</a>;
  if (type === 'next') return <a>${jsxText(words.next)}</a>;
  return element;
};`,
  },
  {
    id: 'padded',
    render: () => (page, type, element) => (type === 'page' ? <a>{String(page).padStart(2, '0')}</a> : element),
    declaration: (words) => `${codeComment(words.commentPadded)}
const itemRender: PaginationProps['itemRender'] = (page, type, element) =>
  type === 'page' ? <a>{String(page).padStart(2, '0')}</a> : element;`,
  },
];

export type IconProp = 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon';

type IconSet = Partial<Record<IconProp, { value: ReactNode; attribute: string }>>;

/** The arrow characters, each named for screen readers: it replaces a button that had a name. */
const ARROWS: ReadonlyArray<[IconProp, string]> = [
  ['prevIcon', '‹'],
  ['nextIcon', '›'],
  ['jumpPrevIcon', '«'],
  ['jumpNextIcon', '»'],
];

const arrowElement = (arrow: string, name: string) => `<span role="img" aria-label="${jsxText(name)}">${arrow}</span>`;

/** `declarations`: the `const`s the attributes refer to, placed above the component. */
export const ICON_PRESETS: readonly {
  id: string;
  icons: (words: PresetWords) => IconSet;
  declarations: (words: PresetWords) => string[];
}[] = [
  {
    id: 'arrows',
    icons: (words) =>
      Object.fromEntries(
        ARROWS.map(([prop, arrow]) => [
          prop,
          {
            value: (
              <span role="img" aria-label={words[prop]}>
                {arrow}
              </span>
            ),
            attribute: `${prop}={${prop}}`,
          },
        ]),
      ),
    declarations: (words) => [
      codeComment(words.commentIcons),
      ...ARROWS.map(([prop, arrow]) => `const ${prop} = ${arrowElement(arrow, words[prop])};`),
    ],
  },
  {
    id: 'words',
    icons: () => ({
      prevIcon: { value: 'Prev', attribute: 'prevIcon="Prev"' },
      nextIcon: { value: 'Next', attribute: 'nextIcon="Next"' },
    }),
    declarations: () => [],
  },
];

/** `css`: the stylesheet that gives the class its look, exported as `styles.css`. */
export const CLASS_NAME_PRESETS: readonly { id: string; className: string; css: string }[] = [
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

/** Plain values only, so the object literal in the generated code is printed from it. */
type Style = Record<string, string | number>;

export const STYLE_PRESETS: readonly { id: string; style: Style }[] = [
  { id: 'centered', style: { textAlign: 'center' } },
  { id: 'right', style: { textAlign: 'right' } },
  { id: 'spacious', style: { padding: '16px 0', fontSize: 16 } },
];

/** `classNames` for the parts @rc-component/pagination names (from 1.1.0), with their stylesheet. */
export const CLASS_NAMES_PRESETS: readonly { id: string; classNames: { item: string }; css: string }[] = [
  {
    id: 'roundItems',
    classNames: { item: 'round-item' },
    css: `.round-item {
  border-radius: 50%;
}
`,
  },
];

/** `styles` for the parts @rc-component/pagination names (from 1.1.0), plain values only. */
export const STYLES_PRESETS: readonly { id: string; styles: { item: Style } }[] = [
  { id: 'boldItems', styles: { item: { fontWeight: 700 } } },
];

/** `{ textAlign: 'center', fontSize: 16 }` as it appears inside `style={...}`. */
export function styleLiteral(style: Style): string {
  const entries = Object.entries(style).map(
    ([key, value]) => `${key}: ${typeof value === 'number' ? value : `'${value}'`}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** A preset by id, or undefined for `none` and unknown ids. */
export function findPreset<T extends { id: string }>(list: readonly T[], id: string): T | undefined {
  return list.find((preset) => preset.id === id);
}

/** The ids a control offers for a preset property, `none` first. */
export function presetIds(list: readonly { id: string }[]): string[] {
  return ['none', ...list.map((preset) => preset.id)];
}
