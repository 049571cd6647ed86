import { useIntl } from 'dumi';
import React from 'react';
import { releaseLabel, type ReleaseId } from '@site/versions';
import './index.css';

export interface SizeChangerOfferProps {
  release: ReleaseId;
  onRun: () => void;
}

/**
 * Beside the note that a 5.x release has no selectComponentClass: runs the demo's 5.x
 * form, written with sizeChangerRender, as an edit the visitor sees and can reset.
 */
export default function SizeChangerOffer({ release, onRun }: SizeChangerOfferProps) {
  const intl = useIntl();
  return (
    <p className="rcp-size-changer-offer">
      <button type="button" className="site-button" onClick={onRun}>
        {intl.formatMessage({ id: 'versions.form.run' }, { release: releaseLabel(release) })}
      </button>
    </p>
  );
}
