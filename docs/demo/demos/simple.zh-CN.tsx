import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function SimpleDemo() {
  return <Pagination simple defaultCurrent={2} total={50} locale={zhCN} />;
}
