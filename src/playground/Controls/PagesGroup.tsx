import React from 'react';
import { LIMITS, parsePageSizeOptions } from '../state';
import { SelectField } from './fields';
import { ParsedField } from './ParsedField';
import { numberFieldProps } from './fieldProps';
import type { GroupProps } from './types';

/** How many items, which page, how many per page, and who owns the page and size. */
export default function PagesGroup(group: GroupProps) {
  const { state, update, type, t } = group;
  const modes = (field: 'currentMode' | 'pageSizeMode') =>
    (['default', 'controlled'] as const).map((mode) => ({
      value: mode,
      label: t(`playground.${field}.${mode}`),
    }));
  return (
    <fieldset className="pg-group">
      <legend>{t('playground.group.pages')}</legend>
      <ParsedField label={t('playground.total')} prop="total" {...numberFieldProps(group, 'total', LIMITS.total)} />
      <ParsedField
        label={t('playground.current')}
        prop={state.controlCurrent ? 'current' : 'defaultCurrent'}
        {...numberFieldProps(group, 'current', LIMITS.current)}
      />
      <SelectField
        label={t('playground.currentMode')}
        prop="current / defaultCurrent"
        value={state.controlCurrent ? 'controlled' : 'default'}
        options={modes('currentMode')}
        onChange={(mode) => update({ controlCurrent: mode === 'controlled' })}
      />
      <ParsedField
        label={t('playground.pageSize')}
        prop={state.controlPageSize ? 'pageSize' : 'defaultPageSize'}
        {...numberFieldProps(group, 'pageSize', LIMITS.pageSize)}
      />
      <SelectField
        label={t('playground.pageSizeMode')}
        prop="pageSize / defaultPageSize"
        value={state.controlPageSize ? 'controlled' : 'default'}
        options={modes('pageSizeMode')}
        onChange={(mode) => update({ controlPageSize: mode === 'controlled' })}
      />
      <ParsedField
        label={t('playground.pageSizeOptions')}
        prop="pageSizeOptions"
        value={state.pageSizeOptions}
        format={(options) => options.join(', ')}
        parse={parsePageSizeOptions}
        invalidMessage={t('playground.pageSizeOptions.invalid', {
          min: LIMITS.pageSizeOption.min,
          max: LIMITS.pageSizeOption.max,
          count: LIMITS.pageSizeOptionsCount.max,
        })}
        onType={(pageSizeOptions) => type('pageSizeOptions', { pageSizeOptions })}
        inputMode="text"
      />
    </fieldset>
  );
}
