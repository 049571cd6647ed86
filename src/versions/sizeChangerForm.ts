/*
 * The 5.x form of the demos that pass rc-select as `selectComponentClass`: from 5.0 rc-pagination
 * renders no select, and these demos hand theirs to `sizeChangerRender` instead (maintainers/versions.md).
 */
import { PROPERTY_HISTORY, stepAt } from './properties';
import type { ReleaseId } from './releases';

/** The demos' shared helper file, the select they pass to rc-pagination 4.0.4. */
export const HELPER_FILE = 'page-size-select.ts';

/** The 4.0.4 lines of a demo's entry and what they read in the 5.x form. */
const ENTRY_LINES: readonly (readonly [string, string])[] = [
  ["import PageSizeSelect from './page-size-select';", "import { renderPageSizeSelect } from './page-size-select';"],
  ['selectComponentClass={PageSizeSelect}', 'sizeChangerRender={renderPageSizeSelect}'],
];

/** 5.0 types `pageSizeOptions` as numbers: `['5', '15']` becomes `[5, 15]`. */
const STRING_SIZES = /pageSizeOptions=\{\[((?:\s*'\d+'\s*,?)+)\]\}/g;

/** The helper in its 5.x form: a render function where 4.0.4 took a component. */
const HELPER_5X = `import { createElement } from 'react';
import Select from 'rc-select';
import type { SelectProps } from 'rc-select';
import type { PaginationProps } from 'rc-pagination';

/**
 * The size changer for rc-pagination 5: \`sizeChangerRender={renderPageSizeSelect}\`.
 *
 * From 5.0 rc-pagination renders no select of its own: it hands the page size, the choices (with
 * their "/ page" labels) and its handler to this function and shows what it returns. rc-select
 * 14.11.0 gets its own prop names here, so nothing needs renaming as in 4.0.4.
 */
export const renderPageSizeSelect: NonNullable<PaginationProps['sizeChangerRender']> = ({
  size,
  onSizeChange,
  ...select // disabled, aria-label, className and options, as rc-select names them
}) =>
  createElement<SelectProps<number>>(Select, {
    ...select,
    value: size,
    onChange: onSizeChange,
    showSearch: false,
    dropdownMatchSelectWidth: false,
    getPopupContainer: (trigger: HTMLElement) => trigger.parentElement ?? document.body,
  });
`;

/** Whether `release` renders the size changer through `sizeChangerRender` (5.0 and later). */
export function hasSizeChangerRender(release: ReleaseId): boolean {
  const history = PROPERTY_HISTORY.find((property) => property.name === 'sizeChangerRender');
  return Boolean(history && stepAt(history, release).type);
}

/**
 * The 5.x form of a demo, as its files' new code by name (`index.tsx`, `page-size-select.ts`), or
 * null when the demo does not pass the helper as `selectComponentClass`. `files` are as written.
 */
export function sizeChangerForm(
  files: readonly { name: string; code: string }[],
  entry: string,
): Record<string, string> | null {
  const code = files.find((file) => file.name === entry)?.code;
  const hasHelper = files.some((file) => file.name === HELPER_FILE);
  if (code === undefined || !hasHelper || !ENTRY_LINES.every(([before]) => code.includes(before))) return null;
  let modern = code;
  for (const [before, after] of ENTRY_LINES) modern = modern.split(before).join(after);
  modern = modern.replace(STRING_SIZES, (_, sizes: string) => `pageSizeOptions={[${sizes.replace(/'/g, '')}]}`);
  return { [entry]: modern, [HELPER_FILE]: HELPER_5X.trim() };
}
