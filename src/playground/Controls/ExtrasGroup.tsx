import React from 'react';
import { LIMITS, PRESET_CHOICES, QUICK_JUMPER_MODES, SIZE_CHANGER_MODES } from '../state';
import { SelectField } from './fields';
import { ParsedField } from './ParsedField';
import { choiceOptions, numberFieldProps, releaseReason } from './fieldProps';
import type { GroupProps } from './types';

/** The parts around the page numbers: size changer, quick jumper, total text. */
export default function ExtrasGroup(group: GroupProps) {
  const { state, update, t } = group;
  return (
    <fieldset className="pg-group">
      <legend>{t('playground.group.extras')}</legend>
      <SelectField
        label={t('playground.showSizeChanger')}
        prop="showSizeChanger"
        value={state.showSizeChanger}
        options={choiceOptions(t, 'showSizeChanger', SIZE_CHANGER_MODES)}
        onChange={(showSizeChanger) => update({ showSizeChanger })}
        narrowNote={t('playground.narrowOptions')}
      />
      <ParsedField
        label={t('playground.totalBoundaryShowSizeChanger')}
        prop="totalBoundaryShowSizeChanger"
        {...numberFieldProps(group, 'totalBoundaryShowSizeChanger', LIMITS.totalBoundaryShowSizeChanger)}
      />
      {/* what draws the size changer: before 5.0.0 a select component, from it a render function */}
      {(['selectComponentClass', 'sizeChangerRender'] as const).map((field) => (
        <SelectField
          key={field}
          label={t(`playground.${field}`)}
          prop={field}
          value={state[field]}
          options={choiceOptions(t, field, PRESET_CHOICES[field])}
          onChange={(value) => update({ [field]: value })}
          disabledReason={releaseReason(group, field, field)}
        />
      ))}
      <SelectField
        label={t('playground.showQuickJumper')}
        prop="showQuickJumper"
        value={state.showQuickJumper}
        options={choiceOptions(t, 'showQuickJumper', QUICK_JUMPER_MODES)}
        onChange={(showQuickJumper) => update({ showQuickJumper })}
        narrowNote={t('playground.narrowOptions')}
      />
      <SelectField
        label={t('playground.showTotal')}
        prop="showTotal"
        value={state.showTotal}
        options={choiceOptions(t, 'showTotal', PRESET_CHOICES.showTotal)}
        onChange={(showTotal) => update({ showTotal })}
      />
    </fieldset>
  );
}
