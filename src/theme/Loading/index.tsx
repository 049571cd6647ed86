import { useIntl } from 'dumi';
import React from 'react';
import './index.css';

/**
 * Shown in place of a page while its code downloads (dumi also runs its thin progress bar at the
 * top): a progress indicator with an accessible name, over a few grey lines of placeholder text.
 */
export default function Loading() {
  const intl = useIntl();
  return (
    <div className="site-loading" role="progressbar" aria-label={intl.formatMessage({ id: 'loading.page' })}>
      <span className="site-loading-line" />
      <span className="site-loading-line" />
      <span className="site-loading-line site-loading-line-short" />
    </div>
  );
}
