import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function SimpleDisabledDemo() {
  const [disabled, setDisabled] = useState(true);

  return (
    <>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        Disabled
      </label>
      <Pagination simple disabled={disabled} defaultCurrent={2} total={50} locale={enUS} />
    </>
  );
}
