/*
 * The size changer the playground hands rc-pagination 5.x and @rc-component/pagination, which
 * draw none of their own (`sizeChangerRender`, from 5.0.0): a native <select>, so the code needs
 * no rc-select and keeps the browser's keyboard and list. The live function and the source text
 * the generated code prints sit side by side (as in presets.tsx); the markup test renders both.
 */
import React from 'react';
import type { SizeChangerRender } from 'rc-pagination-5/lib/Options';

const render: SizeChangerRender = (info) => (
  <select
    className={info.className}
    // the height of the page items: the release's stylesheet sizes its list item, not a native select
    style={{ height: 28 }}
    aria-label={info['aria-label']}
    disabled={info.disabled}
    value={info.size}
    onChange={(event) => info.onSizeChange(event.target.value)}
  >
    {info.options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);

export const NATIVE_SIZE_CHANGER = {
  render,
  /** the prop as printed */
  attribute: 'sizeChangerRender={sizeChangerRender}',
  imports: ["import type { PaginationProps } from 'rc-pagination';"],
  /** printed under the comment `words.commentNativeSelect` */
  declaration: `const sizeChangerRender: PaginationProps['sizeChangerRender'] = (info) => (
  <select
    className={info.className}
    style={{ height: 28 }}
    aria-label={info['aria-label']}
    disabled={info.disabled}
    value={info.size}
    onChange={(event) => info.onSizeChange(event.target.value)}
  >
    {info.options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);`,
} as const;
