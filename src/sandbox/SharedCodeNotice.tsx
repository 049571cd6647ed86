import { useIntl } from 'dumi';
import React from 'react';
import { summarizeInvisible } from '@site/codeView';
import { useRunPlace } from '@site/liveDemo';
import './index.css';

/**
 * Under a demo opened from a share address: the code in the editor came from the link and has
 * not run; the original demo shows until the visitor chooses to run it (in the sandboxed frame).
 * Framed by another page or opened by one, it offers a link to a tab of its own instead of Run.
 * A live region announces it; nothing takes the focus, so no key the visitor was pressing for
 * something else (Space to scroll, typing in the search box) runs the code: Run is a click, or
 * Enter or Space on the button once the visitor moved to it. Invisible characters in the code
 * are named above Run: they can make the code read otherwise than it runs. Discard drops the code.
 */
export default function SharedCodeNotice({ onRun, onDiscard, files }: { onRun: () => void; onDiscard: () => void; files: { name: string; code: string }[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const here = useRunPlace();
  const found = files.map(({ name, code }) => ({ name, ...summarizeInvisible(code) })).filter((file) => file.names.length > 0);
  const names = [...new Set(found.flatMap((file) => file.names))].join(', ');
  // the lines by file where more than one file holds some
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
