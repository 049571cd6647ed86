import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

const goButton = (
  <button type="button" style={{ marginLeft: 8 }}>
    跳转 ➜
  </button>
);

export default function CustomGoButtonDemo() {
  return (
    <Pagination showQuickJumper={{ goButton }} defaultCurrent={3} total={500} locale={zhCN} />
  );
}
