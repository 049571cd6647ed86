import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// From @rc-component/pagination 1.1: classNames.item and styles.item reach every page item
// (from 1.1.1 the previous and next items too). (In your app the imports name
// @rc-component/pagination; here the sandbox gives 1.5.0 either name.)
export default function ItemClassNamesDemo() {
  return (
    <Pagination
      total={120}
      classNames={{ item: 'round-item' }}
      styles={{ item: { borderRadius: 16 } }}
      locale={enUS}
    />
  );
}
