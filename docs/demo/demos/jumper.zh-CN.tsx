import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function JumperDemo() {
  const [message, setMessage] = useState('输入页码后按回车跳转。');

  return (
    <>
      <Pagination
        showQuickJumper
        showSizeChanger
        selectComponentClass={PageSizeSelect}
        defaultPageSize={20}
        defaultCurrent={5}
        total={450}
        onChange={(page, pageSize) => setMessage(`第 ${page} 页，每页 ${pageSize} 条`)}
        locale={zhCN}
      />
      <p style={{ marginTop: 12 }}>{message}</p>
    </>
  );
}
