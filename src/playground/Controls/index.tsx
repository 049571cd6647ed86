import React from 'react';
import CustomGroup from './CustomGroup';
import DisplayGroup from './DisplayGroup';
import ExtrasGroup from './ExtrasGroup';
import './index.css';
import PagesGroup from './PagesGroup';
import ReleaseGroup from './ReleaseGroup';
import type { GroupProps } from './types';

export interface ControlsProps extends GroupProps {
  onReset: () => void;
}

/** Every property a visitor can set, grouped; a controlled view over the playground state. */
export default function Controls({ onReset, ...group }: ControlsProps) {
  return (
    <form
      className="pg-controls"
      aria-label={group.t('playground.controls')}
      onSubmit={(event) => event.preventDefault()}
    >
      <ReleaseGroup {...group} />
      <PagesGroup {...group} />
      <DisplayGroup {...group} />
      <ExtrasGroup {...group} />
      <CustomGroup {...group} />
      <button type="button" className="pg-button" onClick={onReset}>
        {group.t('playground.reset')}
      </button>
    </form>
  );
}
