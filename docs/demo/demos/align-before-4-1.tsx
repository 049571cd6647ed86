import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// rc-pagination 4.1 adds align="start" | "center" | "end". In 4.0.4 the items are inline
// blocks, so the list's text-align places them the same way.
const alignments = ['left', 'center', 'right'] as const;

export default function AlignBefore41Demo() {
  return (
    <>
      {alignments.map((textAlign) => (
        <Pagination
          key={textAlign}
          total={50}
          style={{ textAlign, marginBottom: 12 }}
          locale={enUS}
        />
      ))}
    </>
  );
}
