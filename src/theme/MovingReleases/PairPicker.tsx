import { useIntl } from 'dumi';
import React, { useId } from 'react';
import type { ReleasePair } from '@site/compare';
import { RELEASES, releaseLabel, toReleaseId } from '@site/versions';

export interface PairPickerProps {
  value: ReleasePair;
  onChange: (pair: ReleasePair) => void;
}

/** The two releases to compare: "Moving from [release] to [release]". */
export default function PairPicker({ value, onChange }: PairPickerProps) {
  const intl = useIntl();
  const id = useId();
  const side = (name: keyof ReleasePair) => (
    <>
      <label htmlFor={`${id}-${name}`}>{intl.formatMessage({ id: `compare.pair.${name}` })}</label>
      <select
        id={`${id}-${name}`}
        className="site-select"
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: toReleaseId(event.target.value) })}
      >
        {RELEASES.map((release) => (
          <option key={release.id} value={release.id}>
            {releaseLabel(release.id)}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <fieldset className="rcp-moving-pair">
      <legend className="site-visually-hidden">{intl.formatMessage({ id: 'compare.pair.label' })}</legend>
      {side('from')}
      {side('to')}
    </fieldset>
  );
}
