import { createElement, type ComponentType } from 'react';
import Select from 'rc-select';
import type { SelectProps } from 'rc-select';

/**
 * The select for rc-pagination 4.0.4's size changer: `selectComponentClass={PageSizeSelect}`.
 *
 * rc-pagination 4.0.4 passes `popupMatchSelectWidth={false}`, the name Ant Design's Select uses
 * (since antd 5.5). rc-select 14.11.0 calls it `dropdownMatchSelectWidth`, does not know the
 * other name and hands it on to a <div>, where React warns in development: "React does not
 * recognize the `popupMatchSelectWidth` prop on a DOM element". This wrapper renames the prop,
 * so the warning goes away and the list gets the width rc-pagination asks for.
 */
// rc-select's Select is generic; this names the props it takes here
const BaseSelect: ComponentType<SelectProps> = Select;

export interface PageSizeSelectProps extends SelectProps {
  popupMatchSelectWidth?: boolean | number;
}

function PageSizeSelect({
  popupMatchSelectWidth,
  dropdownMatchSelectWidth,
  ...props
}: PageSizeSelectProps) {
  return createElement(BaseSelect, {
    ...props,
    dropdownMatchSelectWidth: popupMatchSelectWidth ?? dropdownMatchSelectWidth,
  });
}

// rc-pagination builds the choices with `selectComponentClass.Option`
PageSizeSelect.Option = Select.Option;

export default PageSizeSelect;
