import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

// From rc-pagination 4.1: align adds rc-pagination-start, -center or -end, which the
// package's stylesheet lays out.
const alignments = ['start', 'center', 'end'] as const;

export default function AlignDemo() {
  return (
    <>
      {alignments.map((align) => (
        <Pagination key={align} total={50} align={align} style={{ marginBottom: 12 }} locale={enUS} />
      ))}
    </>
  );
}
