import { useIntl } from 'dumi';
import React from 'react';

export interface SearchStatusProps {
  visible: boolean;
  failed: boolean;
  pending: boolean;
  count: number;
}

/**
 * A polite live region: says how many results there are (read by screen readers only), or shows
 * why there are none: still searching, nothing found, or the search data failed to load.
 */
export function SearchStatus({ visible, failed, pending, count }: SearchStatusProps) {
  const intl = useIntl();
  let message = '';
  let shown = true;
  if (!visible) message = '';
  else if (failed) message = intl.formatMessage({ id: 'search.failed' });
  else if (count) {
    message = intl.formatMessage({ id: 'search.count' }, { count });
    shown = false;
  } else if (pending) message = intl.formatMessage({ id: 'search.pending' });
  else message = intl.formatMessage({ id: 'search.empty' });
  return (
    <div role="status" className={shown ? 'site-search-status' : 'site-search-status site-visually-hidden'}>
      {message}
    </div>
  );
}
