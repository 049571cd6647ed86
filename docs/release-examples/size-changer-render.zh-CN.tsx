import React from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import Select from 'rc-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';

// 从 rc-pagination 5.0 起：由页面自己渲染每页条数的下拉框。
const sizeChangerRender: PaginationProps['sizeChangerRender'] = ({
  disabled,
  size,
  onSizeChange,
  'aria-label': ariaLabel,
  className,
  options,
}) => (
  <Select
    disabled={disabled}
    value={size}
    onChange={onSizeChange}
    aria-label={ariaLabel}
    className={className}
    options={options}
    showSearch={false}
    dropdownMatchSelectWidth={false}
    getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
  />
);

export default function SizeChangerRenderDemo() {
  return (
    <Pagination
      total={500}
      showSizeChanger
      sizeChangerRender={sizeChangerRender}
      pageSizeOptions={[10, 20, 50]}
      locale={zhCN}
    />
  );
}
