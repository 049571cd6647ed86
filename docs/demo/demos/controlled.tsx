import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
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
        locale={enUS}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
        <button type="button" onClick={() => setCurrent(1)} disabled={current === 1}>
          First
        </button>
        <button type="button" onClick={() => setCurrent(current - 1)} disabled={current === 1}>
          Previous
        </button>
        <button
          type="button"
          onClick={() => setCurrent(current + 1)}
          disabled={current === lastPage}
        >
          Next
        </button>
        <button
          type="button"
          onClick={() => setCurrent(lastPage)}
          disabled={current === lastPage}
        >
          Last
        </button>
        <output aria-live="polite">
          Page {current} of {lastPage}
        </output>
      </div>
    </>
  );
}
