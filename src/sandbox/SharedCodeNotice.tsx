import { useIntl } from 'dumi';
import React, { useEffect, useRef } from 'react';
import { useRunPlace } from '@site/liveDemo';
import './index.css';

/**
 * Under a demo opened from a share address: the code in the editor came from the link and has
 * not run; the original demo shows until the visitor chooses to run it (in the sandboxed frame).
 * Framed by another page or opened by one, it offers a link to a tab of its own instead of Run.
 * Its first control takes the focus when it appears.
 */
export default function SharedCodeNotice({ onRun }: { onRun: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const here = useRunPlace();
  const notice = useRef<HTMLDivElement>(null);
  // the page was scrolled to the demo: its first control (Run, or the link to a tab of its own)
  // takes the focus once the page knows where it is shown
  useEffect(() => {
    if (here) notice.current?.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
  }, [here]);
  return (
    <div ref={notice} className="rcp-sandbox-shared" role="status">
      <p>{t('previewer.live.sharedPending')}</p>
      {here?.place === 'ownTab' && (
        <button type="button" className="site-button" onClick={onRun}>
          {t('previewer.live.runShared')}
        </button>
      )}
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
