import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function RichShowTotalDemo() {
  return (
    <Pagination
      total={1234}
      defaultCurrent={7}
      defaultPageSize={25}
      showTotal={(total, [from, to]) => (
        <span>
          Showing <strong>{from}</strong>–<strong>{to}</strong> of{' '}
          <strong>{total.toLocaleString('en-US')}</strong> results
        </span>
      )}
      locale={enUS}
    />
  );
}
