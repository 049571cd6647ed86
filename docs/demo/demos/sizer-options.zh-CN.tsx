import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function SizerOptionsDemo() {
  return (
    <Pagination
      showSizeChanger
      selectComponentClass={PageSizeSelect}
      pageSizeOptions={['5', '15', '30', '60']}
      defaultPageSize={15}
      total={240}
      locale={zhCN}
    />
  );
}
