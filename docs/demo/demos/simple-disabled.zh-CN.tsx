import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function SimpleDisabledDemo() {
  const [disabled, setDisabled] = useState(true);

  return (
    <>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        禁用
      </label>
      <Pagination simple disabled={disabled} defaultCurrent={2} total={50} locale={zhCN} />
    </>
  );
}
