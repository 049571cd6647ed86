import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

/**
 * rc-pagination 4.0.4 只渲染一个 <ul>：没有地标，当前页只用 class 标出。
 * 带名称的 <nav> 让它成为屏幕阅读器能列出的地标，
 * 当前页的链接用 aria-current 说明自己是当前页。
 */
function AccessiblePagination({ current, itemRender, ...props }: PaginationProps) {
  const markCurrent: PaginationProps['itemRender'] = (page, type, element) => {
    const rendered = itemRender ? itemRender(page, type, element) : element;
    if (type !== 'page' || page !== current || !React.isValidElement(rendered)) return rendered;
    return React.cloneElement(rendered as React.ReactElement<{ 'aria-current'?: string }>, {
      'aria-current': 'page',
    });
  };
  return (
    <nav aria-label="分页">
      <Pagination current={current} itemRender={markCurrent} {...props} />
    </nav>
  );
}

export default function AccessiblePaginationDemo() {
  const [current, setCurrent] = useState(4);
  return (
    <AccessiblePagination
      current={current}
      onChange={(page) => setCurrent(page)}
      total={200}
      locale={zhCN}
    />
  );
}
