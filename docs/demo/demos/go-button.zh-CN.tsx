import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function GoButtonDemo() {
  const [current, setCurrent] = useState(1);

  return (
    <>
      <Pagination
        current={current}
        onChange={(page) => setCurrent(page)}
        showQuickJumper={{ goButton: true }}
        total={500}
        locale={zhCN}
      />
      <p style={{ marginTop: 12 }}>当前页：{current}</p>
    </>
  );
}
