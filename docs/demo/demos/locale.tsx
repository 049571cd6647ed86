import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import PageSizeSelect from './page-size-select';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import './size-changer.css';
import { paginationLocales } from './locales';

const localeIds = Object.keys(paginationLocales);

export default function LocaleDemo() {
  const [localeId, setLocaleId] = useState('en_US');

  return (
    <>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        Component language
        <select value={localeId} onChange={(event) => setLocaleId(event.target.value)}>
          {localeIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <Pagination
        locale={paginationLocales[localeId]}
        selectComponentClass={PageSizeSelect}
        showSizeChanger
        showQuickJumper
        defaultCurrent={6}
        total={500}
      />
    </>
  );
}
