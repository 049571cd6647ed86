import React from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// 两位数页码，并在“跳 5 页”条目上显示可见提示
const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
  switch (type) {
    case 'page':
      return <a>{String(page).padStart(2, '0')}</a>;
    case 'jump-prev':
      return <a title={`回到第 ${page} 页`}>«5</a>;
    case 'jump-next':
      return <a title={`前进到第 ${page} 页`}>5»</a>;
    default:
      return element;
  }
};

export default function ItemRenderNumbersDemo() {
  return <Pagination defaultCurrent={8} total={300} itemRender={itemRender} locale={zhCN} />;
}
