import { useIntl } from 'dumi';
import React from 'react';

export interface CompareToggleProps {
  open: boolean;
  onToggle: () => void;
  /** the view's id */
  controls: string;
}

/** "Compare releases" beside a live demo's release switch; the view (a chunk) opens under it. */
export function CompareToggle({ open, onToggle, controls }: CompareToggleProps) {
  const intl = useIntl();
  return (
    <button type="button" className="site-button rcp-compare-toggle" aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      {intl.formatMessage({ id: 'compare.open' })}
    </button>
  );
}

/** In the view's place while its chunk downloads. */
export function CompareLoading() {
  const intl = useIntl();
  return <p className="rcp-compare-note">{intl.formatMessage({ id: 'compare.moving.loading' })}</p>;
}
