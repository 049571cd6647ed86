import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function SizerDemo() {
  const [pageSize, setPageSize] = useState(20);
  const [message, setMessage] = useState('请选择其他每页条数。');

  return (
    <>
      <Pagination
        showSizeChanger
        selectComponentClass={PageSizeSelect}
        pageSize={pageSize}
        onShowSizeChange={(current, size) => {
          setPageSize(size);
          setMessage(`onShowSizeChange：第 ${current} 页，每页 ${size} 条`);
        }}
        defaultCurrent={3}
        total={500}
        locale={zhCN}
      />
      <p style={{ marginTop: 12 }}>{message}</p>
    </>
  );
}
