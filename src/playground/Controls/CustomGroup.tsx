import React from 'react';
import { LOCALE_IDS } from '../../paginationLocale';
import { PRESET_CHOICES, type PresetField } from '../state';
import type { ReleaseFeature } from '../releaseProps';
import { choiceOptions, releaseReason } from './fieldProps';
import { SelectField } from './fields';
import type { GroupProps } from './types';

type CustomField = Exclude<PresetField, 'showTotal' | 'selectComponentClass' | 'sizeChangerRender'>;

/** Which property each customisation preset sets, as the description of its control. */
const PRESET_PROPS: Record<CustomField, string> = {
  itemRender: 'itemRender',
  icons: 'prevIcon / nextIcon / jumpPrevIcon / jumpNextIcon',
  // from @rc-component/pagination 1.1.0; before the older ones, so the form's last
  // select is one every release has
  classNames: 'classNames',
  styles: 'styles',
  className: 'className',
  style: 'style',
};
const RELEASE_DEPENDENT: Partial<Record<CustomField, ReleaseFeature>> = { classNames: 'classNames', styles: 'styles' };

/** The component's language and the presets for render functions, icons and styling. */
export default function CustomGroup(group: GroupProps) {
  const { state, update, t } = group;
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
      {(Object.keys(PRESET_PROPS) as CustomField[]).map((field) => {
        const feature = RELEASE_DEPENDENT[field];
        return (
          <SelectField
            key={field}
            label={t(`playground.${field}`)}
            prop={PRESET_PROPS[field]}
            value={state[field]}
            options={choiceOptions(t, field, PRESET_CHOICES[field])}
            onChange={(value) => update({ [field]: value })}
            disabledReason={feature && releaseReason(group, feature, field)}
          />
        );
      })}
    </fieldset>
  );
}
