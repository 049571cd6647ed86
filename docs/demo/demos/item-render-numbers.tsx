import React from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// two-digit page numbers and a visible hint on the "jump 5 pages" items
const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
  switch (type) {
    case 'page':
      return <a>{String(page).padStart(2, '0')}</a>;
    case 'jump-prev':
      return <a title={`Back to page ${page}`}>«5</a>;
    case 'jump-next':
      return <a title={`Forward to page ${page}`}>5»</a>;
    default:
      return element;
  }
};

export default function ItemRenderNumbersDemo() {
  return <Pagination defaultCurrent={8} total={300} itemRender={itemRender} locale={enUS} />;
}
