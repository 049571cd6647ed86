import React from 'react';

/** Outline icons drawn on a 24-unit grid for this site; inline, so nothing is fetched. */
const PATHS = {
  code: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
  copy: 'M9 9h10v11H9zM15 9V4H5v11h4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  sandbox: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  stackblitz: 'M13.5 3L5.5 13.5h6L10 21l8.5-10.5h-6z',
  codepen: 'M12 3l9 6v6l-9 6-9-6V9zM3 9l9 6 9-6M3 15l9-6 9 6M12 3v6M12 15v6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  sketch: 'M7 4h10l4 5.5L12 20 3 9.5zM3 9.5h18M12 20L8.5 9.5 12 4l3.5 5.5z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
