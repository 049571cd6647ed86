/*
 * The select the playground hands rc-pagination 4.0.4 for its size changer, live and as printed
 * (as in presets.tsx). It renames 4.0.4's `popupMatchSelectWidth`, unknown to rc-select 14, to
 * `dropdownMatchSelectWidth` (docs/demo/demos/page-size-select.ts is the demos' copy).
 */
import Select, { type SelectProps } from 'rc-select';
import React from 'react';

type PageSizeSelectProps = SelectProps & {
  popupMatchSelectWidth?: boolean | number;
};

function PageSizeSelect({ popupMatchSelectWidth, ...props }: PageSizeSelectProps) {
  const matchWidth = popupMatchSelectWidth ?? props.dropdownMatchSelectWidth;
  return <Select {...props} dropdownMatchSelectWidth={matchWidth} />;
}
PageSizeSelect.Option = Select.Option;

export const SIZE_CHANGER_SELECT = {
  component: PageSizeSelect,
  /** the prop as printed */
  attribute: 'selectComponentClass={PageSizeSelect}',
  imports: ["import type { SelectProps } from 'rc-select';", "import Select from 'rc-select';"],
  /** printed under the comment `words.commentPageSizeSelect` */
  declaration: `type PageSizeSelectProps = SelectProps & {
  popupMatchSelectWidth?: boolean | number;
};

function PageSizeSelect({
  popupMatchSelectWidth,
  ...props
}: PageSizeSelectProps) {
  const matchWidth = popupMatchSelectWidth ?? props.dropdownMatchSelectWidth;
  return <Select {...props} dropdownMatchSelectWidth={matchWidth} />;
}
PageSizeSelect.Option = Select.Option;`,
} as const;
