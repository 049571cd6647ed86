import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// rc-pagination 4.1 新增 align="start" | "center" | "end"。4.0.4 的条目是行内块，
// 所以用列表的 text-align 也能得到同样的对齐。
const alignments = ['left', 'center', 'right'] as const;

export default function AlignBefore41Demo() {
  return (
    <>
      {alignments.map((textAlign) => (
        <Pagination
          key={textAlign}
          total={50}
          style={{ textAlign, marginBottom: 12 }}
          locale={zhCN}
        />
      ))}
    </>
  );
}
