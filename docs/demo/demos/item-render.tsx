import React from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// replace the arrow buttons with text links; every other item keeps its default element
const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
  if (type === 'prev') {
    return <a className="prev">Previous</a>;
  }
  if (type === 'next') {
    return <a className="next">Next</a>;
  }
  return element;
};

export default function ItemRenderDemo() {
  return <Pagination total={100} itemRender={itemRender} locale={enUS} />;
}
