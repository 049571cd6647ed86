import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function RichShowTotalDemo() {
  return (
    <Pagination
      total={1234}
      defaultCurrent={7}
      defaultPageSize={25}
      showTotal={(total, [from, to]) => (
        <span>
          显示第 <strong>{from}</strong>–<strong>{to}</strong> 条，共{' '}
          <strong>{total.toLocaleString('zh-CN')}</strong> 条结果
        </span>
      )}
      locale={zhCN}
    />
  );
}
