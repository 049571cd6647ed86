import React from 'react';
import type { SearchHintType } from '@site/search';

/** On a 16-unit grid: a sheet of paper (a page), a hash (a heading), lines of text (a paragraph), a play triangle (a demo). */
const PATHS: Record<SearchHintType, string> = {
  page: 'M4 1.5h5.5L12.5 4.5v10h-8.5z M9.5 1.5v3h3',
  title: 'M6 2 4.5 14M11.5 2 10 14M2.5 5.5h11M2 10.5h11',
  content: 'M2.5 4h11M2.5 8h11M2.5 12h7',
  demo: 'M5 3.5v9l7-4.5z',
};

export function HintIcon({ type }: { type: SearchHintType }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="site-search-option-icon"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
