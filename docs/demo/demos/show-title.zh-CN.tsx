import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function ShowTitleDemo() {
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        开启 <code>showTitle</code>（默认）：鼠标悬停在条目上可看到提示
      </p>
      <Pagination defaultCurrent={6} total={200} locale={zhCN} />
      <p style={{ margin: '16px 0 8px' }}>
        <code>showTitle={'{false}'}</code>：没有提示
      </p>
      <Pagination defaultCurrent={6} total={200} showTitle={false} locale={zhCN} />
    </>
  );
}
