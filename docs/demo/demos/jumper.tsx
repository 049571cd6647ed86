import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function JumperDemo() {
  const [message, setMessage] = useState('Type a page number and press Enter.');

  return (
    <>
      <Pagination
        showQuickJumper
        showSizeChanger
        selectComponentClass={PageSizeSelect}
        defaultPageSize={20}
        defaultCurrent={5}
        total={450}
        onChange={(page, pageSize) => setMessage(`Page ${page}, ${pageSize} items per page`)}
        locale={enUS}
      />
      <p style={{ marginTop: 12 }}>{message}</p>
    </>
  );
}
