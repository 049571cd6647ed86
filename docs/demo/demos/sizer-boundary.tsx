import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';

// showSizeChanger is left unset: the changer appears only when total > totalBoundaryShowSizeChanger
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
            total = {total}, totalBoundaryShowSizeChanger = {boundary}
          </p>
          <Pagination
            selectComponentClass={PageSizeSelect}
            totalBoundaryShowSizeChanger={boundary}
            total={total}
            locale={enUS}
          />
        </section>
      ))}
    </>
  );
}
