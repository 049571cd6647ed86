import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// From @rc-component/pagination 1.5: a change of page size brings a third argument,
// { recommendPage }, the page that keeps the first item of the current page in view. (In your
// app the imports name @rc-component/pagination; here the sandbox gives 1.5.0 either name.)
export default function OnChangeInfoDemo() {
  const [call, setCall] = useState('onChange()');

  return (
    <>
      <Pagination
        defaultCurrent={5}
        total={500}
        showSizeChanger
        sizeChangerRender={({ size, options, onSizeChange, 'aria-label': ariaLabel }) => (
          <button type="button" aria-label={ariaLabel} onClick={() => onSizeChange(size === 10 ? 50 : 10)}>
            {options.find((option) => option.value === size)?.label}
          </button>
        )}
        onChange={(page, pageSize, info) =>
          setCall(`onChange(${page}, ${pageSize}, ${JSON.stringify(info)})`)
        }
        locale={enUS}
      />
      <p>
        <code>{call}</code>
      </p>
    </>
  );
}
