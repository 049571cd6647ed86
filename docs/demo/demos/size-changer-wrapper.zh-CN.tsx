import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function SizeChangerWrapperDemo() {
  return (
    <Pagination
      showSizeChanger
      selectComponentClass={PageSizeSelect}
      defaultPageSize={20}
      total={300}
      locale={zhCN}
    />
  );
}
