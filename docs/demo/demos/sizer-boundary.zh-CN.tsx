import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

// 不设置 showSizeChanger：只有 total > totalBoundaryShowSizeChanger 时才出现切换器
const cases = [
  { total: 50, boundary: 50 },
  { total: 51, boundary: 50 },
  { total: 30, boundary: 20 },
];

export default function SizerBoundaryDemo() {
  return (
    <>
      {cases.map(({ total, boundary }) => (
        <section key={`${total}-${boundary}`} style={{ marginBottom: 16 }}>
          <p style={{ margin: '0 0 8px' }}>
            total = {total}，totalBoundaryShowSizeChanger = {boundary}
          </p>
          <Pagination
            selectComponentClass={PageSizeSelect}
            totalBoundaryShowSizeChanger={boundary}
            total={total}
            locale={zhCN}
          />
        </section>
      ))}
    </>
  );
}
