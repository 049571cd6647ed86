import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function SimpleDemo() {
  return <Pagination simple defaultCurrent={2} total={50} locale={enUS} />;
}
