import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function ShowTotalDemo() {
  return (
    <>
      <Pagination total={85} showTotal={(total) => `Total ${total} items`} locale={enUS} />
      <div style={{ marginTop: 16 }}>
        <Pagination
          total={85}
          defaultCurrent={3}
          showTotal={(total, range) => `${range[0]}-${range[1]} of ${total}`}
          locale={enUS}
        />
      </div>
    </>
  );
}
