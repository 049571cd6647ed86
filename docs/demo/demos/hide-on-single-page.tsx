import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function HideOnSinglePageDemo() {
  const [total, setTotal] = useState(8);

  return (
    <>
      <label style={{ display: 'block', marginBottom: 12 }}>
        Total items{' '}
        <input
          type="number"
          min={0}
          value={total}
          onChange={(event) => setTotal(Math.max(0, Number(event.target.value)))}
          style={{ width: 80 }}
        />
      </label>
      <p style={{ margin: '0 0 8px' }}>
        With <code>hideOnSinglePage</code> (hidden while everything fits on one page):
      </p>
      <Pagination total={total} hideOnSinglePage locale={enUS} />
      <p style={{ margin: '16px 0 8px' }}>Without it:</p>
      <Pagination total={total} locale={enUS} />
    </>
  );
}
