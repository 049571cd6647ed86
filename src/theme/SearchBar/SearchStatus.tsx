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
  const id = failed ? 'search.failed' : count ? 'search.count' : pending ? 'search.pending' : 'search.empty';
  return (
    <div role="status" className={count && !failed ? 'site-search-status site-visually-hidden' : 'site-search-status'}>
      {visible && intl.formatMessage({ id }, { count })}
    </div>
  );
}
