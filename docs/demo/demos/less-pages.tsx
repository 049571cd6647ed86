import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function LessPagesDemo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <section>
        <p style={{ margin: '0 0 8px' }}>Default</p>
        <Pagination defaultCurrent={10} total={500} locale={enUS} />
      </section>
      <section>
        <p style={{ margin: '0 0 8px' }}>
          <code>showLessItems</code>
        </p>
        <Pagination defaultCurrent={10} total={500} showLessItems locale={enUS} />
      </section>
    </div>
  );
}
