import { useIntl } from 'dumi';
import React from 'react';
import { releaseLabel, type ReleaseId } from '@site/versions';
import './index.css';

export interface ReleaseRunProps {
  release: ReleaseId;
  onRun: () => void;
}

/**
 * In place of a Versions example written for another release than the site's: the
 * example has not run; this runs it, in the sandbox frame, on the release it is written for.
 */
export default function ReleaseRun({ release, onRun }: ReleaseRunProps) {
  const intl = useIntl();
  const name = releaseLabel(release);
  return (
    <div className="rcp-release-run">
      <p>{intl.formatMessage({ id: 'versions.example.written' }, { release: name })}</p>
      <button type="button" className="site-button" onClick={onRun}>
        {intl.formatMessage({ id: 'versions.example.run' }, { release: name })}
      </button>
    </div>
  );
}
