import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function MoreDemo() {
  const [current, setCurrent] = useState(25);
  const [pageSize, setPageSize] = useState(10);

  return (
    <Pagination
      current={current}
      pageSize={pageSize}
      onChange={(page, size) => {
        setCurrent(page);
        setPageSize(size);
      }}
      total={500}
      showQuickJumper
      showSizeChanger
      selectComponentClass={PageSizeSelect}
      showTotal={(total, range) => `${range[0]}-${range[1]} of ${total} items`}
      locale={enUS}
    />
  );
}
