import React from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// 把箭头按钮换成文字链接，其余条目保留默认元素
const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
  if (type === 'prev') {
    return <a className="prev">上一页</a>;
  }
  if (type === 'next') {
    return <a className="next">下一页</a>;
  }
  return element;
};

export default function ItemRenderDemo() {
  return <Pagination total={100} itemRender={itemRender} locale={zhCN} />;
}
