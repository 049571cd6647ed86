import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import Select from 'rc-select';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';

// From rc-pagination 4.3: showSizeChanger takes rc-select's props, spread onto the size
// changer's select. Here the select takes typing (showSearch: type 5 to keep 50 / page), and
// its own onChange is called after the page size changed.
export default function SizeChangerPropsDemo() {
  const [picked, setPicked] = useState('none yet');

  return (
    <>
      <Pagination
        total={500}
        selectComponentClass={Select}
        showSizeChanger={{ showSearch: true, onChange: (value) => setPicked(String(value)) }}
        locale={enUS}
      />
      <p>
        select onChange: <code>{picked}</code>
      </p>
    </>
  );
}
