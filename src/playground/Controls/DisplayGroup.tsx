import React from 'react';
import { ALIGN_MODES, BOOLEAN_FIELDS } from '../state';
import { choiceOptions, releaseReason } from './fieldProps';
import { CheckboxField, SelectField } from './fields';
import type { GroupProps } from './types';

/** The on/off properties, each a checkbox named after what it does, and the alignment. */
export default function DisplayGroup(group: GroupProps) {
  const { state, update, t } = group;
  const readOnlyReason =
    releaseReason(group, 'simpleReadOnly', 'simple={{ readOnly }}') ??
    (state.simple ? undefined : t('playground.simpleReadOnly.needsSimple'));
  return (
    <fieldset className="pg-group">
      <legend>{t('playground.group.display')}</legend>
      {BOOLEAN_FIELDS.map((flag) => (
        <React.Fragment key={flag}>
          <CheckboxField
            label={t(`playground.${flag}`)}
            prop={flag}
            checked={state[flag]}
            // read-only is a form of simple: it goes with it
            onChange={(checked) => update({ [flag]: checked, ...(flag === 'simple' && !checked && { simpleReadOnly: false }) })}
          />
          {flag === 'simple' && (
            <CheckboxField
              label={t('playground.simpleReadOnly')}
              prop="simple={{ readOnly: true }}"
              checked={state.simple && state.simpleReadOnly}
              onChange={(simpleReadOnly) => update({ simpleReadOnly })}
              disabledReason={readOnlyReason}
            />
          )}
        </React.Fragment>
      ))}
      <SelectField
        label={t('playground.align')}
        prop="align"
        value={state.align}
        options={choiceOptions(t, 'align', ALIGN_MODES)}
        onChange={(align) => update({ align })}
        disabledReason={releaseReason(group, 'align', 'align')}
      />
    </fieldset>
  );
}
