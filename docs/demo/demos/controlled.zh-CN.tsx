import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

const total = 100;
const pageSize = 10;
const lastPage = Math.ceil(total / pageSize);

export default function ControlledDemo() {
  const [current, setCurrent] = useState(3);

  return (
    <>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        onChange={(page) => setCurrent(page)}
        locale={zhCN}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
        <button type="button" onClick={() => setCurrent(1)} disabled={current === 1}>
          首页
        </button>
        <button type="button" onClick={() => setCurrent(current - 1)} disabled={current === 1}>
          上一页
        </button>
        <button
          type="button"
          onClick={() => setCurrent(current + 1)}
          disabled={current === lastPage}
        >
          下一页
        </button>
        <button
          type="button"
          onClick={() => setCurrent(lastPage)}
          disabled={current === lastPage}
        >
          末页
        </button>
        <output aria-live="polite">
          第 {current} 页，共 {lastPage} 页
        </output>
      </div>
    </>
  );
}
