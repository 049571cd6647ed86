import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
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
      locale={enUS}
    />
  );
}
