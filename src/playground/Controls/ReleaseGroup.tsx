import React from 'react';
import { releaseOptions } from '@theme/ReleaseSwitch';
import { DEFAULT_RELEASE, releaseOf } from '@site/versions';
import { SelectField } from './fields';
import type { GroupProps } from './types';

/**
 * The release the code is written for: the demo boxes' "Run on" choices, drawn as the
 * form's other selects so the chosen one reads whole. On any but the documented release, the
 * preview runs the generated code in the sandbox frame.
 */
export default function ReleaseGroup({ state, update, t }: GroupProps) {
  const { pkg, version } = releaseOf(state.release);
  return (
    <fieldset className="pg-group">
      <legend>{t('playground.group.release')}</legend>
      <SelectField
        label={t('versions.switch.label')}
        prop={`${pkg}@${version}`}
        value={state.release}
        options={releaseOptions(t)}
        onChange={(release) => update({ release })}
      />
      {state.release !== DEFAULT_RELEASE && <p className="pg-release-note">{t('playground.release.frame')}</p>}
    </fieldset>
  );
}
