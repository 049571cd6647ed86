import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// 从 @rc-component/pagination 1.1 起：classNames.item 和 styles.item 作用于每个页码条目
// （从 1.1.1 起也包括上一页和下一页条目）。（在你的应用里导入的是
// @rc-component/pagination；这里的沙箱让 1.5.0 用两个名字都能导入。）
export default function ItemClassNamesDemo() {
  return (
    <Pagination
      total={120}
      classNames={{ item: 'round-item' }}
      styles={{ item: { borderRadius: 16 } }}
      locale={zhCN}
    />
  );
}
