import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// 从 rc-pagination 4.1 起：align 会加上 rc-pagination-start、-center 或 -end 类名，
// 由包自带的样式表负责排列。
const alignments = ['start', 'center', 'end'] as const;

export default function AlignDemo() {
  return (
    <>
      {alignments.map((align) => (
        <Pagination key={align} total={50} align={align} style={{ marginBottom: 12 }} locale={zhCN} />
      ))}
    </>
  );
}
