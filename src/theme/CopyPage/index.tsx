import { useIntl } from 'dumi';
import React from 'react';
import { useCopyPage } from './useCopyPage';
import './index.css';

/**
 * Puts the page, as Markdown, on the clipboard, and says so in a status a screen reader
 * announces; where the clipboard refuses, the status links the Markdown to open instead.
 */
export function CopyPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { address, state, copy } = useCopyPage();
  return (
    <div className="site-copy-page">
      <button type="button" className="site-button site-copy-page-button" onClick={copy}>
        {t('page.copy')}
      </button>
      <span role="status" className="site-copy-page-status">
        {state === 'copied' && t('page.copy.done')}
        {state === 'failed' && (
          <>
            {t('page.copy.failed')} <a href={address}>{t('page.copy.open')}</a>
          </>
        )}
      </span>
    </div>
  );
}
