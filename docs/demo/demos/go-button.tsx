import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
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
        locale={enUS}
      />
      <p style={{ marginTop: 12 }}>Current page: {current}</p>
    </>
  );
}
