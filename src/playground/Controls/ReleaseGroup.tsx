import React from 'react';
import ReleaseSwitch from '@theme/ReleaseSwitch';
import { DEFAULT_RELEASE, releaseOf } from '@site/versions';
import type { GroupProps } from './types';

/**
 * The release the code is written for (issue 39): the demo boxes' "Run on" select. On any but
 * the documented one, the preview runs the generated code in the sandbox frame.
 */
export default function ReleaseGroup({ state, update, t }: GroupProps) {
  const { pkg, version } = releaseOf(state.release);
  return (
    <fieldset className="pg-group pg-release">
      <legend>{t('playground.group.release')}</legend>
      <ReleaseSwitch value={state.release} onChange={(release) => update({ release })} />
      <code className="pg-field-prop">{`${pkg}@${version}`}</code>
      {state.release !== DEFAULT_RELEASE && <p className="pg-release-note">{t('playground.release.frame')}</p>}
    </fieldset>
  );
}
