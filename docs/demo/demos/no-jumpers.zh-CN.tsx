import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function NoJumpersDemo() {
  return (
    <Pagination defaultCurrent={10} total={500} showPrevNextJumpers={false} locale={zhCN} />
  );
}
