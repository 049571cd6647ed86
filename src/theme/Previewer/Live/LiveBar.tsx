import { useIntl } from 'dumi';
import React from 'react';

export interface LiveBarProps {
  edited: boolean;
  onReset: () => void;
  onShare: () => void;
  /** a moment's confirmation of Share ('Link copied!') */
  status: string | null;
  /** the editor is open (or on its way): Edit has done its work */
  editing: boolean;
  onEdit: () => void;
}

/** Edit (until the editor opens), Reset and Share (both wait for a first edit), beside the language switch. */
export default function LiveBar({ edited, onReset, onShare, status, editing, onEdit }: LiveBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="rcp-previewer-language">
      <span className="rcp-previewer-status" role="status">
        {status}
      </span>
      {!editing && (
        <button type="button" onClick={onEdit}>
          {t('previewer.live.edit')}
        </button>
      )}
      <button type="button" disabled={!edited} onClick={onReset}>
        {t('previewer.live.reset')}
      </button>
      <button type="button" disabled={!edited} onClick={onShare}>
        {t('previewer.live.share')}
      </button>
    </div>
  );
}
