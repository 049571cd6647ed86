import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

const goButton = (
  <button type="button" style={{ marginLeft: 8 }}>
    Go ➜
  </button>
);

export default function CustomGoButtonDemo() {
  return (
    <Pagination showQuickJumper={{ goButton }} defaultCurrent={3} total={500} locale={enUS} />
  );
}
