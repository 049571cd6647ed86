import React from 'react';

const svg = { viewBox: '0 0 16 16', width: 14, height: 14, 'aria-hidden': true } as const;
// each shape's own fill="none" outranks the fill dumi's stylesheet gives the footer's <svg>
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ClockIcon = () => (
  <svg {...svg}>
    <circle cx="8" cy="8" r="6.25" {...line} />
    <path d="M8 4.5V8l2.5 1.5" {...line} />
  </svg>
);

export const EditIcon = () => (
  <svg {...svg}>
    <path d="M10.5 2.5l3 3-8 8H2.5v-3z" {...line} />
  </svg>
);

/** points left; the stylesheet turns it for "next" */
export const ArrowIcon = () => (
  <svg {...svg}>
    <path d="M13 8H3m4-4L3 8l4 4" {...line} />
  </svg>
);
