import { useIntl } from 'dumi';
import React from 'react';
import './index.css';

/**
 * Under a demo opened from a share address: the code in the editor came from the link and has
 * not run; the original demo shows until the visitor chooses to run it (in the sandboxed frame).
 */
export default function SharedCodeNotice({ onRun }: { onRun: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="rcp-sandbox-shared" role="status">
      <p>{t('previewer.live.sharedPending')}</p>
      <button type="button" className="site-button" onClick={onRun}>
        {t('previewer.live.runShared')}
      </button>
    </div>
  );
}
