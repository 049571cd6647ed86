import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

const totals = [25, 120, 500];

export default function BasicDemo() {
  return (
    <>
      {totals.map((total) => (
        <section key={total} style={{ marginBottom: 16 }}>
          <p style={{ margin: '0 0 8px' }}>共 {total} 条</p>
          <Pagination total={total} locale={zhCN} />
        </section>
      ))}
    </>
  );
}
