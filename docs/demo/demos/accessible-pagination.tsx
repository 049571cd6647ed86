import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

/**
 * rc-pagination 4.0.4 renders a bare <ul>: no landmark, and the current page is marked only
 * by a class. A <nav> with a name makes it a landmark screen readers list, and the current
 * page's link says so with aria-current.
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
    <nav aria-label="Pagination">
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
      locale={enUS}
    />
  );
}
