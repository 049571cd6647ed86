import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function OverviewDemo() {
  return (
    <Pagination
      defaultCurrent={6}
      total={500}
      showSizeChanger
      selectComponentClass={PageSizeSelect}
      showQuickJumper
      showTotal={(total) => `共 ${total} 条`}
      locale={zhCN}
    />
  );
}
