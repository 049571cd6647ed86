/**
 * The one description of which props a playground state passes to `Pagination`: each entry has
 * the value the live preview uses and the JSX attribute the generated code prints. The preview
 * and generateCode both read it, so they cannot disagree on which props are set.
 */
import type { PaginationProps } from 'rc-pagination';
import { localeImport, localeObject, localeVariable } from '../paginationLocale';
import { SIZE_CHANGER_SELECT } from './pageSizeSelect';
import {
  CLASS_NAME_PRESETS,
  CLASS_NAMES_PRESETS,
  codeComment,
  findPreset,
  ICON_PRESETS,
  ITEM_RENDER_PRESETS,
  SHOW_TOTAL_PRESETS,
  STYLE_PRESETS,
  STYLES_PRESETS,
  styleLiteral,
  type PresetWords,
} from './presets';
import { releaseHas } from './releaseProps';
import { NATIVE_SIZE_CHANGER } from './sizeChangerRender';
import { COMPONENT_DEFAULTS, type PlaygroundState } from './state';

export interface PropEntry {
  /** a property of 4.0.4's PaginationProps, or one a later release adds */
  name: keyof PaginationProps | 'align' | 'sizeChangerRender' | 'classNames' | 'styles';
  value: unknown;
  /** e.g. `total={500}`, `simple`, a multi-line `showTotal={...}` */
  attribute: string;
}

export interface PaginationDescription {
  props: PropEntry[];
  /** import lines beyond React and Pagination, in order */
  imports: string[];
  /** top-level declarations placed above the component */
  declarations: string[];
  /** the stylesheet a class-name preset needs, exported as `styles.css` */
  css: string | null;
}

const flag = (name: PropEntry['name'], value: boolean): PropEntry => ({
  name,
  value,
  attribute: value ? name : `${name}={false}`,
});
const number = (name: PropEntry['name'], value: number): PropEntry => ({
  name,
  value,
  attribute: `${name}={${value}}`,
});

/** Whether the size changer is on: the component's own rule when the mode is automatic. */
export function showsSizeChanger(state: PlaygroundState): boolean {
  if (state.showSizeChanger === 'auto') return state.total > state.totalBoundaryShowSizeChanger;
  return state.showSizeChanger === 'show';
}

/**
 * `words`: what presets write on the page (icon names, link texts), in the page's language.
 * A property the state's release lacks is left out, whatever the state holds for it.
 */
export function describePagination(
  state: PlaygroundState,
  words: PresetWords,
): PaginationDescription {
  const props: PropEntry[] = [];
  const imports: string[] = [];
  const declarations: string[] = [];
  const css: string[] = [];
  const add = (entry: PropEntry) => props.push(entry);
  const has = (feature: Parameters<typeof releaseHas>[1]) => releaseHas(state.release, feature);

  if (state.controlCurrent) add({ name: 'current', value: state.current, attribute: 'current={current}' });
  else if (state.current !== COMPONENT_DEFAULTS.current) add(number('defaultCurrent', state.current));
  if (state.total !== COMPONENT_DEFAULTS.total) add(number('total', state.total));
  if (state.controlPageSize) {
    add({ name: 'pageSize', value: state.pageSize, attribute: 'pageSize={pageSize}' });
  } else if (state.pageSize !== COMPONENT_DEFAULTS.pageSize) {
    add(number('defaultPageSize', state.pageSize));
  }
  const options = state.pageSizeOptions;
  if (options.join() !== COMPONENT_DEFAULTS.pageSizeOptions.join()) {
    add({ name: 'pageSizeOptions', value: options, attribute: `pageSizeOptions={[${options.join(', ')}]}` });
  }

  if (state.disabled) add(flag('disabled', true));
  if (state.simple && state.simpleReadOnly && has('simpleReadOnly')) {
    add({ name: 'simple', value: { readOnly: true }, attribute: 'simple={{ readOnly: true }}' });
  } else if (state.simple) add(flag('simple', true));
  if (state.align !== 'none' && has('align')) add({ name: 'align', value: state.align, attribute: `align="${state.align}"` });
  if (state.hideOnSinglePage) add(flag('hideOnSinglePage', true));
  if (state.showLessItems) add(flag('showLessItems', true));
  if (!state.showTitle) add(flag('showTitle', false));
  if (!state.showPrevNextJumpers) add(flag('showPrevNextJumpers', false));

  if (state.showSizeChanger !== 'auto') add(flag('showSizeChanger', state.showSizeChanger === 'show'));
  if (showsSizeChanger(state) && state.selectComponentClass === 'rcSelect' && has('selectComponentClass')) {
    // rc-pagination 4.x draws the size changer with the select component it is given
    const { component, attribute, imports: selectImports, declaration } = SIZE_CHANGER_SELECT;
    add({ name: 'selectComponentClass', value: component, attribute });
    imports.push(...selectImports);
    declarations.push(`${codeComment(words.commentPageSizeSelect)}\n${declaration}`);
  }
  if (showsSizeChanger(state) && state.sizeChangerRender === 'nativeSelect' && has('sizeChangerRender')) {
    // from 5.0.0 the size changer is whatever sizeChangerRender returns
    const { render, attribute, imports: renderImports, declaration } = NATIVE_SIZE_CHANGER;
    add({ name: 'sizeChangerRender', value: render, attribute });
    imports.push(...renderImports);
    declarations.push(`${codeComment(words.commentNativeSelect)}\n${declaration}`);
  }
  if (state.totalBoundaryShowSizeChanger !== COMPONENT_DEFAULTS.totalBoundaryShowSizeChanger) {
    add(number('totalBoundaryShowSizeChanger', state.totalBoundaryShowSizeChanger));
  }
  if (state.showQuickJumper === 'on') add(flag('showQuickJumper', true));
  if (state.showQuickJumper === 'goButton') {
    add({
      name: 'showQuickJumper',
      value: { goButton: true },
      attribute: 'showQuickJumper={{ goButton: true }}',
    });
  }

  const showTotal = findPreset(SHOW_TOTAL_PRESETS, state.showTotal);
  if (showTotal) add({ name: 'showTotal', value: showTotal.render, attribute: `showTotal={${showTotal.code}}` });
  const itemRender = findPreset(ITEM_RENDER_PRESETS, state.itemRender);
  if (itemRender) {
    add({ name: 'itemRender', value: itemRender.render(words), attribute: 'itemRender={itemRender}' });
    imports.push("import type { PaginationProps } from 'rc-pagination';");
    declarations.push(itemRender.declaration(words));
  }
  const icons = findPreset(ICON_PRESETS, state.icons);
  if (icons) {
    for (const [name, icon] of Object.entries(icons.icons(words))) {
      add({ name: name as PropEntry['name'], value: icon.value, attribute: icon.attribute });
    }
    const iconDeclarations = icons.declarations(words);
    if (iconDeclarations.length) declarations.push(iconDeclarations.join('\n'));
  }
  const className = findPreset(CLASS_NAME_PRESETS, state.className);
  if (className) {
    add({ name: 'className', value: className.className, attribute: `className="${className.className}"` });
    css.push(className.css);
  }
  const classNames = has('classNames') ? findPreset(CLASS_NAMES_PRESETS, state.classNames) : undefined;
  if (classNames) {
    const { item } = classNames.classNames;
    add({ name: 'classNames', value: classNames.classNames, attribute: `classNames={{ item: '${item}' }}` });
    css.push(classNames.css);
  }
  const style = findPreset(STYLE_PRESETS, state.style);
  if (style) add({ name: 'style', value: style.style, attribute: `style={${styleLiteral(style.style)}}` });
  const styles = has('styles') ? findPreset(STYLES_PRESETS, state.styles) : undefined;
  if (styles) {
    const { item } = styles.styles;
    add({ name: 'styles', value: styles.styles, attribute: `styles={{ item: ${styleLiteral(item)} }}` });
  }

  if (state.locale !== COMPONENT_DEFAULTS.locale) {
    add({ name: 'locale', value: localeObject(state.locale), attribute: `locale={${localeVariable(state.locale)}}` });
    imports.push(localeImport(state.locale));
  }
  return { props, imports: [...new Set(imports)], declarations, css: css.length ? css.join('\n') : null };
}

/** The props object the live preview spreads onto `Pagination`. */
export function livePaginationProps(state: PlaygroundState, words: PresetWords): PaginationProps {
  const props: Record<string, unknown> = {};
  for (const entry of describePagination(state, words).props) props[entry.name] = entry.value;
  return props as PaginationProps;
}
