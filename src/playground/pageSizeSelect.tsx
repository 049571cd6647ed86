/*
 * The select the playground hands rc-pagination 4.0.4 for its size changer: the live component
 * and the source text the generated code prints, side by side (as in presets.tsx), so the two
 * are edited together; the markup test renders both.
 *
 * rc-pagination 4.0.4 passes `popupMatchSelectWidth` (Ant Design's name), which rc-select 14.11.0
 * does not know: rc-select puts it on a <div> and React warns in development. The wrapper renames
 * it to rc-select 14's `dropdownMatchSelectWidth` (docs/demo/demos/page-size-select.ts is the
 * demos' copy, and the Questions page explains it).
 */
import Select, { type SelectProps } from 'rc-select';
import React from 'react';

type PageSizeSelectProps = SelectProps & {
  popupMatchSelectWidth?: boolean | number;
};

function PageSizeSelect({
  popupMatchSelectWidth,
  ...props
}: PageSizeSelectProps) {
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
