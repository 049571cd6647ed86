import { useIntl } from 'dumi';
import React, { useId } from 'react';
import { toReleaseId } from '@site/versions';
import type { PairPickerProps } from '@theme/MovingReleases';
import { releaseOptions } from '@theme/ReleaseSwitch';
import { useCompareText } from './useCompareText';

/** The two releases a comparison runs on: two selects of the releases the release switch offers. */
export default function PairPicker({ value, onChange }: PairPickerProps) {
  const intl = useIntl();
  const id = useId();
  const { t } = useCompareText();
  const options = releaseOptions((message, values) => intl.formatMessage({ id: message }, values));
  return (
    <>
      {(['from', 'to'] as const).map((side) => (
        <span key={side} className="rcp-compare-pick">
          <label htmlFor={`${id}-${side}`}>{t(`compare.pick.${side}`)}</label>
          <select
            id={`${id}-${side}`}
            className="site-select"
            value={value[side]}
            onChange={(event) => onChange({ ...value, [side]: toReleaseId(event.target.value) })}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      ))}
    </>
  );
}
