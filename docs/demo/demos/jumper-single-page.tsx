import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function JumperSinglePageDemo() {
  // 8 items fit on one page of 10, so there is nowhere to jump and the input is left out
  return <Pagination showQuickJumper total={8} locale={enUS} />;
}
