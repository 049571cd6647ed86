import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function HideOnSinglePageDemo() {
  const [total, setTotal] = useState(8);

  return (
    <>
      <label style={{ display: 'block', marginBottom: 12 }}>
        数据总数{' '}
        <input
          type="number"
          min={0}
          value={total}
          onChange={(event) => setTotal(Math.max(0, Number(event.target.value)))}
          style={{ width: 80 }}
        />
      </label>
      <p style={{ margin: '0 0 8px' }}>
        开启 <code>hideOnSinglePage</code>（只有一页时隐藏）：
      </p>
      <Pagination total={total} hideOnSinglePage locale={zhCN} />
      <p style={{ margin: '16px 0 8px' }}>不开启：</p>
      <Pagination total={total} locale={zhCN} />
    </>
  );
}
