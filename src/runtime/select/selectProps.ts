/* Which option a closed select shows and which props rc-select 14.11.0 writes on its elements. Pure. */
import { isValidElement, Children, type ReactNode } from 'react';
import type { SelectProps } from 'rc-select';

/** From an `Option` child or an `options` entry. */
export interface Choice {
  value: unknown;
  label: ReactNode;
  title?: unknown;
}

/** null: the placeholder */
export interface Shown {
  label: ReactNode;
  /** the option's title, or its label when that is text */
  title: string | undefined;
}

const DRAWN_ELSEWHERE = [
  'mode', 'showSearch', 'open', 'defaultOpen', 'autoFocus', 'allowClear', 'suffixIcon', 'loading',
  'labelInValue', 'fieldNames', 'getInputElement', 'getRawInputElement', 'tagRender', 'maxTagCount',
  'searchValue', 'inputValue', 'optionLabelProp', 'showArrow', 'clearIcon',
] as const;

/** Whether the stand-in draws it as rc-select would: a closed single select without search. */
export function drawsAlike(props: SelectProps): boolean {
  return DRAWN_ELSEWHERE.every((name) => {
    const value = (props as Record<string, unknown>)[name];
    if (name === 'optionLabelProp') return value === undefined || (value === 'children' && !props.options);
    return value === undefined || value === false || value === null;
  });
}

export function choicesOf(props: Pick<SelectProps, 'options' | 'children'>): Choice[] {
  if (props.options) return props.options.map((option) => ({ value: option.value, label: option.label, title: option.title }));
  return childChoices(props.children);
}

function childChoices(children: ReactNode): Choice[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ value?: unknown; children?: ReactNode; title?: unknown; options?: unknown }>(child)) return [];
    const type = child.type as { isSelectOptGroup?: boolean };
    if (type.isSelectOptGroup) return childChoices(child.props.children);
    // Children.toArray prefixes keys with ".$"; rc-select reads the key as written
    const key = child.key === null ? undefined : String(child.key).replace(/^\.\$/, '');
    const value = child.props.value !== undefined ? child.props.value : key;
    return [{ value, label: child.props.children, title: child.props.title }];
  });
}

const isText = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

export function shownChoice(value: unknown, choices: readonly Choice[], title?: unknown): Shown | null {
  if (value === undefined) return null;
  const choice = choices.find((candidate) => candidate.value === value);
  let label: ReactNode = choice?.label;
  if (value === null && (label === null || label === undefined)) return null;
  if (label === null || label === undefined) label = value as ReactNode;
  const itemTitle = isText(choice?.title) ? String(choice?.title) : isText(label) ? String(label) : undefined;
  return { label, title: title === undefined ? itemTitle : (title as string) };
}

/** The props rc-select spreads onto its root `<div>`: everything not in these lists, in order. */
const CONSUMED = new Set([
  // Select.js
  'id', 'mode', 'prefixCls', 'backfill', 'fieldNames', 'inputValue', 'searchValue', 'onSearch',
  'autoClearSearchValue', 'onSelect', 'onDeselect', 'dropdownMatchSelectWidth', 'filterOption',
  'filterSort', 'optionFilterProp', 'optionLabelProp', 'options', 'optionRender', 'children',
  'defaultActiveFirstOption', 'menuItemSelectedIcon', 'virtual', 'direction', 'listHeight',
  'listItemHeight', 'value', 'defaultValue', 'labelInValue', 'onChange', 'maxCount',
  // BaseSelect.js
  'className', 'showSearch', 'tagRender', 'omitDomProps', 'displayValues', 'onDisplayValuesChange',
  'emptyOptions', 'notFoundContent', 'onClear', 'disabled', 'loading', 'getInputElement',
  'getRawInputElement', 'open', 'defaultOpen', 'onDropdownVisibleChange', 'activeValue',
  'onActiveValueChange', 'activeDescendantId', 'onSearchSplit', 'tokenSeparators', 'allowClear',
  'suffixIcon', 'clearIcon', 'OptionList', 'animation', 'transitionName', 'dropdownStyle',
  'dropdownClassName', 'dropdownRender', 'dropdownAlign', 'placement', 'builtinPlacements',
  'getPopupContainer', 'showAction', 'onFocus', 'onBlur', 'onKeyUp', 'onKeyDown', 'onMouseDown',
  // BaseSelect's DEFAULT_OMIT_PROPS
  'removeIcon', 'placeholder', 'autoFocus', 'maxTagCount', 'maxTagTextLength', 'maxTagPlaceholder',
  'choiceTransitionName', 'onInputKeyDown', 'onPopupScroll', 'tabIndex',
]);

export function rootAttributes(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([name]) => !CONSUMED.has(name)));
}

/** `role` and every `aria-*` (rc-util's pickAttrs). */
export function inputAriaAttributes(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([name]) => name === 'role' || name.startsWith('aria-')));
}
