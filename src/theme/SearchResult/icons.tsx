import React from 'react';
import type { SearchHintType } from '@site/search';

const svgProps = {
  viewBox: '0 0 16 16',
  width: 16,
  height: 16,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.4,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  className: 'site-search-option-icon',
};

/** a sheet of paper: a whole page */
const PageIcon = () => (
  <svg {...svgProps}>
    <path d="M4 1.5h5.5L12.5 4.5v10h-8.5z M9.5 1.5v3h3" />
  </svg>
);

/** a hash: a heading */
const TitleIcon = () => (
  <svg {...svgProps}>
    <path d="M6 2 4.5 14M11.5 2 10 14M2.5 5.5h11M2 10.5h11" />
  </svg>
);

/** lines of text: a paragraph */
const ContentIcon = () => (
  <svg {...svgProps}>
    <path d="M2.5 4h11M2.5 8h11M2.5 12h7" />
  </svg>
);

/** a play triangle: a live demo */
const DemoIcon = () => (
  <svg {...svgProps}>
    <path d="M5 3.5v9l7-4.5z" />
  </svg>
);

export const HINT_ICONS: Record<SearchHintType, () => React.JSX.Element> = {
  page: PageIcon,
  title: TitleIcon,
  content: ContentIcon,
  demo: DemoIcon,
};
