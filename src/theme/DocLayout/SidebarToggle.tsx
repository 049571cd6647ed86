import { useIntl } from 'dumi';
import React from 'react';

export interface SidebarToggleProps {
  /** id of the sidebar it opens */
  controls: string;
  open: boolean;
  toggle: () => void;
  buttonRef: React.RefObject<HTMLButtonElement>;
}

/** The narrow-screen button that opens and closes the sidebar drawer. */
export function SidebarToggle({ controls, open, toggle, buttonRef }: SidebarToggleProps) {
  const intl = useIntl();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="dumi-default-sidebar-btn"
      aria-expanded={open}
      aria-controls={controls}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden>
        <path d="M2 3.5h12M2 8h8M2 12.5h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {intl.formatMessage({ id: 'layout.sidebar.toggle' })}
    </button>
  );
}
