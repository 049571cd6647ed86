import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function ShowTitleDemo() {
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        <code>showTitle</code> on (default): hover an item to see its tooltip
      </p>
      <Pagination defaultCurrent={6} total={200} locale={enUS} />
      <p style={{ margin: '16px 0 8px' }}>
        <code>showTitle={'{false}'}</code>: no tooltips
      </p>
      <Pagination defaultCurrent={6} total={200} showTitle={false} locale={enUS} />
    </>
  );
}
