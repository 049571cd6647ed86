import { useIntl } from 'dumi';
import React from 'react';
import { summarizeInvisible } from '@site/codeView';
import { useRunPlace } from '@site/liveDemo';
import './index.css';

/**
 * Under a demo opened from a share address: its code has not run. Nothing takes the focus, so no key meant
 * for something else runs it; invisible characters are named above Run. Framed, it offers its own tab instead.
 */
export default function SharedCodeNotice({ onRun, onDiscard, files }: { onRun: () => void; onDiscard: () => void; files: { name: string; code: string }[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const here = useRunPlace();
  const found = files.map(({ name, code }) => ({ name, ...summarizeInvisible(code) })).filter((file) => file.names.length > 0);
  const names = [...new Set(found.flatMap((file) => file.names))].join(', ');
  const lines = found.map((file) => (found.length > 1 ? `${file.name} ` : '') + file.lines.join(', ')).join('; ');
  return (
    <div className="rcp-sandbox-shared" role="status">
      <p>{t('previewer.live.sharedPending')}</p>
      {found.length > 0 && (
        <p className="rcp-sandbox-invisible">{intl.formatMessage({ id: 'previewer.live.sharedInvisible' }, { names, lines })}</p>
      )}
      {here?.place === 'ownTab' && (
        <button type="button" className="site-button" onClick={onRun}>
          {t('previewer.live.runShared')}
        </button>
      )}
      <button type="button" className="site-button" onClick={onDiscard}>
        {t('previewer.live.discard')}
      </button>
      {here && here.place !== 'ownTab' && (
        <p>
          {t('previewer.live.framed')}{' '}
          <a href={here.address} target="_blank" rel="noopener noreferrer">
            {t('previewer.live.openOwnTab')}
          </a>
        </p>
      )}
    </div>
  );
}
