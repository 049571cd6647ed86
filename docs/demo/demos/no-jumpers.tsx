import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function NoJumpersDemo() {
  return (
    <Pagination defaultCurrent={10} total={500} showPrevNextJumpers={false} locale={enUS} />
  );
}
