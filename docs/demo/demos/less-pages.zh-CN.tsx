import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function LessPagesDemo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <section>
        <p style={{ margin: '0 0 8px' }}>默认</p>
        <Pagination defaultCurrent={10} total={500} locale={zhCN} />
      </section>
      <section>
        <p style={{ margin: '0 0 8px' }}>
          <code>showLessItems</code>
        </p>
        <Pagination defaultCurrent={10} total={500} showLessItems locale={zhCN} />
      </section>
    </div>
  );
}
