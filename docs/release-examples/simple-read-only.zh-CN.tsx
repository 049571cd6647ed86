import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// 从 rc-pagination 4.2 起：简洁模式把当前页显示为文字，而不是输入框。
export default function SimpleReadOnlyDemo() {
  return <Pagination simple={{ readOnly: true }} defaultCurrent={2} total={50} locale={zhCN} />;
}
