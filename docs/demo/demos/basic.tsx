import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function BasicDemo() {
  return <Pagination total={25} locale={enUS} />;
}
