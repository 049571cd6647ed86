import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function JumperDisabledDemo() {
  return (
    <Pagination
      disabled
      showQuickJumper
      showSizeChanger
      selectComponentClass={PageSizeSelect}
      defaultCurrent={2}
      total={450}
      locale={zhCN}
    />
  );
}
