import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// From rc-pagination 4.2: the simple pager shows the current page as text, not an input.
export default function SimpleReadOnlyDemo() {
  return <Pagination simple={{ readOnly: true }} defaultCurrent={2} total={50} locale={enUS} />;
}
