import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function JumperSinglePageDemo() {
  // 8 条数据一页就能放下，无处可跳，因此不渲染跳转输入框
  return <Pagination showQuickJumper total={8} locale={zhCN} />;
}
