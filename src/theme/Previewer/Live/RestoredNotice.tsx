import { useIntl } from 'dumi';
import React from 'react';

/** Under a demo whose edits were kept from earlier in this tab (./sessionEdits): they ran again. */
export default function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="rcp-previewer-restored" role="status">
      <p>{t('previewer.live.restored')}</p>
      <button type="button" className="site-button" onClick={onDiscard}>
        {t('previewer.live.discard')}
      </button>
    </div>
  );
}
