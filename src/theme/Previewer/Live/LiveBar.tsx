import { useIntl } from 'dumi';
import React from 'react';

export interface LiveBarProps {
  edited: boolean;
  onReset: () => void;
  onShare: () => void;
  /** a moment's confirmation of Share ('Link copied!') */
  status: string | null;
}

/** Reset and Share, beside the language switch; both wait for a first edit. */
export default function LiveBar({ edited, onReset, onShare, status }: LiveBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="rcp-previewer-language">
      <span className="rcp-previewer-status" role="status">
        {status}
      </span>
      <button type="button" disabled={!edited} onClick={onReset}>
        {t('previewer.live.reset')}
      </button>
      <button type="button" disabled={!edited} onClick={onShare}>
        {t('previewer.live.share')}
      </button>
    </div>
  );
}
