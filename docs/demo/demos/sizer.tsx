import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function SizerDemo() {
  const [pageSize, setPageSize] = useState(20);
  const [message, setMessage] = useState('Pick another page size.');

  return (
    <>
      <Pagination
        showSizeChanger
        selectComponentClass={PageSizeSelect}
        pageSize={pageSize}
        onShowSizeChange={(current, size) => {
          setPageSize(size);
          setMessage(`onShowSizeChange: page ${current}, ${size} items per page`);
        }}
        defaultCurrent={3}
        total={500}
        locale={enUS}
      />
      <p style={{ marginTop: 12 }}>{message}</p>
    </>
  );
}
