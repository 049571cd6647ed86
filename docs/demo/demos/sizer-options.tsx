import React from 'react';
import Pagination from 'rc-pagination';
import Select from 'rc-select';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

export default function SizerOptionsDemo() {
  return (
    <Pagination
      showSizeChanger
      selectComponentClass={Select}
      pageSizeOptions={['5', '15', '30', '60']}
      defaultPageSize={15}
      total={240}
      locale={enUS}
    />
  );
}
