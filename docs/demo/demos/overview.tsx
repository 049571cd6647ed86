import React from 'react';
import Pagination from 'rc-pagination';
import Select from 'rc-select';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function OverviewDemo() {
  return (
    <Pagination
      defaultCurrent={6}
      total={500}
      showSizeChanger
      selectComponentClass={Select}
      showQuickJumper
      showTotal={(total) => `Total ${total} items`}
      locale={enUS}
    />
  );
}
