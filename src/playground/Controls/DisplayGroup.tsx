import React from 'react';
import { BOOLEAN_FIELDS } from '../state';
import { CheckboxField } from './fields';
import type { GroupProps } from './types';

/** The on/off properties, each a checkbox named after what it does. */
export default function DisplayGroup({ state, update, t }: GroupProps) {
  return (
    <fieldset className="pg-group">
      <legend>{t('playground.group.display')}</legend>
      {BOOLEAN_FIELDS.map((flag) => (
        <CheckboxField
          key={flag}
          label={t(`playground.${flag}`)}
          prop={flag}
          checked={state[flag]}
          onChange={(checked) => update({ [flag]: checked })}
        />
      ))}
    </fieldset>
  );
}
