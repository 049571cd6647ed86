import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
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
      showTotal={(total) => `Total ${total} items`}
      locale={enUS}
    />
  );
}
