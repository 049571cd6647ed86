import { useIntl } from 'dumi';
import React, { useId, type ReactNode } from 'react';
import { DEFAULT_RELEASE, RELEASES, releaseLabel, toReleaseId, type ReleaseId } from '@site/versions';
import './index.css';

export interface ReleaseSwitchProps {
  value: ReleaseId;
  onChange: (release: ReleaseId) => void;
  /** more controls on the same line */
  children?: ReactNode;
}

/** Under a live demo: the rc-pagination release its code runs on. */
export default function ReleaseSwitch({ value, onChange, children }: ReleaseSwitchProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="rcp-release-switch">
      <label htmlFor={id}>{intl.formatMessage({ id: 'versions.switch.label' })}</label>
      <select
        id={id}
        className="site-select"
        value={value}
        onChange={(event) => onChange(toReleaseId(event.target.value))}
      >
        {releaseOptions((message, values) => intl.formatMessage({ id: message }, values)).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

/**
 * The switch's choices as `{ value, label }`, named as the switch names them, for a form that
 * draws its own select of a release (the playground's, src/playground/Controls/ReleaseGroup).
 */
export function releaseOptions(format: (id: string, values?: Record<string, string>) => string) {
  return RELEASES.map((release) => ({
    value: release.id,
    label:
      release.id === DEFAULT_RELEASE
        ? format('versions.switch.documented', { release: releaseLabel(release.id) })
        : releaseLabel(release.id),
  }));
}
