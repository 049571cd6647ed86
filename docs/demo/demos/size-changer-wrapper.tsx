import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
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
      locale={enUS}
    />
  );
}
