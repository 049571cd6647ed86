/* rc-select 14.11.0's markup for a closed single select, so a prerendered page hydrates and nothing moves at the swap. */
import React, { type DOMAttributes } from 'react';
import type { SelectProps } from 'rc-select';
import { choicesOf, inputAriaAttributes, rootAttributes, shownChoice } from './selectProps';

/** none while disabled */
export type Intent = Pick<
  DOMAttributes<HTMLDivElement>,
  'onPointerEnter' | 'onTouchStart' | 'onMouseDown' | 'onKeyDown' | 'onFocus' | 'onBlur'
>;

export interface ClosedSelectProps {
  select: SelectProps;
  /** undefined until mounted, as rc-select's own */
  id: string | undefined;
  /** rc-select's `-focused` state, with its polite announcement */
  focused: boolean;
  intent: Intent;
}

export function ClosedSelect({ select, id, focused, intent }: ClosedSelectProps) {
  const prefixCls = select.prefixCls ?? 'rc-select';
  const value = 'value' in select ? select.value : select.defaultValue;
  const shown = shownChoice(value, choicesOf(select), select.title);
  const classes = [prefixCls, select.className, focused && `${prefixCls}-focused`, `${prefixCls}-single`, select.disabled && `${prefixCls}-disabled`];
  return (
    <div className={classes.filter(Boolean).join(' ')} {...rootAttributes(select)} {...intent}>
      {focused && (
        <span aria-live="polite" style={{ width: 0, height: 0, position: 'absolute', overflow: 'hidden', opacity: 0 }}>
          {shown && (typeof shown.label === 'string' || typeof shown.label === 'number' ? shown.label : String(value))}
        </span>
      )}
      <div className={`${prefixCls}-selector`}>
        <span className={`${prefixCls}-selection-search`}>
          <input
            type="search"
            id={id}
            disabled={select.disabled}
            tabIndex={select.tabIndex}
            autoComplete="off"
            className={`${prefixCls}-selection-search-input`}
            role="combobox"
            aria-expanded={false}
            aria-haspopup="listbox"
            aria-owns={`${id}_list`}
            aria-autocomplete="list"
            aria-controls={`${id}_list`}
            {...inputAriaAttributes(select)}
            value=""
            readOnly
            unselectable="on"
            style={{ opacity: 0 }}
            onChange={ignore}
          />
        </span>
        {shown ? (
          <span className={`${prefixCls}-selection-item`} title={shown.title}>
            {shown.label}
          </span>
        ) : (
          <span className={`${prefixCls}-selection-placeholder`}>{select.placeholder}</span>
        )}
      </div>
    </div>
  );
}

/** React asks for a handler beside `value`. */
function ignore() {}
