import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

const totals = [25, 120, 500];

export default function BasicDemo() {
  return (
    <>
      {totals.map((total) => (
        <section key={total} style={{ marginBottom: 16 }}>
          <p style={{ margin: '0 0 8px' }}>{total} items</p>
          <Pagination total={total} locale={enUS} />
        </section>
      ))}
    </>
  );
}
