import React from 'react';
import { LOCALE_IDS } from '../../paginationLocale';
import { PRESET_CHOICES, type PresetField } from '../state';
import { choiceOptions } from './fieldProps';
import { SelectField } from './fields';
import type { GroupProps } from './types';

/** Which property each customisation preset sets, as the description of its control. */
const PRESET_PROPS: Record<Exclude<PresetField, 'showTotal'>, string> = {
  itemRender: 'itemRender',
  icons: 'prevIcon / nextIcon / jumpPrevIcon / jumpNextIcon',
  className: 'className',
  style: 'style',
};

/** The component's language and the presets for render functions, icons and styling. */
export default function CustomGroup({ state, update, t }: GroupProps) {
  return (
    <fieldset className="pg-group">
      <legend>{t('playground.group.custom')}</legend>
      <SelectField
        label={t('playground.locale')}
        prop="locale"
        value={state.locale}
        options={LOCALE_IDS.map((id) => ({ value: id, label: id }))}
        onChange={(locale) => update({ locale })}
      />
      {(Object.keys(PRESET_PROPS) as (keyof typeof PRESET_PROPS)[]).map((field) => (
        <SelectField
          key={field}
          label={t(`playground.${field}`)}
          prop={PRESET_PROPS[field]}
          value={state[field]}
          options={choiceOptions(t, field, PRESET_CHOICES[field])}
          onChange={(value) => update({ [field]: value })}
        />
      ))}
    </fieldset>
  );
}
