/**
 * The playground's state: what a visitor can set, its defaults, and its URL form.
 * Pure functions only; parsing never throws and falls back to the default field by field.
 */
import { DEFAULT_RELEASE, RELEASE_IDS, type ReleaseId } from '@site/versions';
import { COMPONENT_DEFAULT_LOCALE, isLocaleId, type LocaleId } from '../paginationLocale';
import {
  CLASS_NAME_PRESETS,
  CLASS_NAMES_PRESETS,
  ICON_PRESETS,
  ITEM_RENDER_PRESETS,
  presetIds,
  SHOW_TOTAL_PRESETS,
  STYLE_PRESETS,
  STYLES_PRESETS,
} from './presets';

export type SizeChangerMode = 'auto' | 'show' | 'hide';
export type QuickJumperMode = 'off' | 'on' | 'goButton';
export type AlignMode = 'none' | 'start' | 'center' | 'end';

export interface PlaygroundState {
  /** the rc-pagination release the code is written for and the preview runs on */
  release: ReleaseId;
  total: number;
  /** `current` when `controlCurrent`, otherwise `defaultCurrent` */
  current: number;
  controlCurrent: boolean;
  /** `pageSize` when `controlPageSize`, otherwise `defaultPageSize` */
  pageSize: number;
  controlPageSize: boolean;
  pageSizeOptions: number[];
  disabled: boolean;
  simple: boolean;
  /** `simple={{ readOnly: true }}` (from 4.2.0) while simple is on */
  simpleReadOnly: boolean;
  /** `none` leaves align out (from 4.1.0) */
  align: AlignMode;
  hideOnSinglePage: boolean;
  showLessItems: boolean;
  showTitle: boolean;
  showPrevNextJumpers: boolean;
  showSizeChanger: SizeChangerMode;
  totalBoundaryShowSizeChanger: number;
  showQuickJumper: QuickJumperMode;
  locale: LocaleId;
  /** preset ids; `none` leaves the property out */
  showTotal: string;
  itemRender: string;
  icons: string;
  className: string;
  style: string;
  /** the size changer before 5.0.0 (`none`: no select, so no size changer) */
  selectComponentClass: string;
  /** the size changer from 5.0.0 (`none`: no size changer) */
  sizeChangerRender: string;
  /** from @rc-component/pagination 1.1.0 */
  classNames: string;
  styles: string;
}

/** rc-pagination 4.0.4's own defaults; a property equal to one of these is left out of code. */
export const COMPONENT_DEFAULTS = {
  total: 0,
  current: 1,
  pageSize: 10,
  pageSizeOptions: [10, 20, 50, 100],
  totalBoundaryShowSizeChanger: 50,
  locale: COMPONENT_DEFAULT_LOCALE,
} as const;

/** What the playground opens with: enough items to show jump items and the size changer. */
export const DEFAULT_STATE: Readonly<PlaygroundState> = {
  release: DEFAULT_RELEASE,
  total: 500,
  current: 1,
  controlCurrent: false,
  pageSize: 10,
  controlPageSize: false,
  pageSizeOptions: [...COMPONENT_DEFAULTS.pageSizeOptions],
  disabled: false,
  simple: false,
  simpleReadOnly: false,
  align: 'none',
  hideOnSinglePage: false,
  showLessItems: false,
  showTitle: true,
  showPrevNextJumpers: true,
  showSizeChanger: 'auto',
  totalBoundaryShowSizeChanger: 50,
  showQuickJumper: 'off',
  locale: 'en_US',
  showTotal: 'none',
  itemRender: 'none',
  icons: 'none',
  className: 'none',
  style: 'none',
  // each release draws the size changer it can: a release lacking one property ignores it
  selectComponentClass: 'rcSelect',
  sizeChangerRender: 'nativeSelect',
  classNames: 'none',
  styles: 'none',
};

/** The defaults for a page of the site: the component speaks the page's language. */
export function defaultStateFor(siteLocale: string): PlaygroundState {
  return { ...DEFAULT_STATE, locale: siteLocale.startsWith('zh') ? 'zh_CN' : 'en_US' };
}

/** Inclusive bounds of every number a visitor can set. */
export const LIMITS = {
  total: { min: 0, max: 1_000_000 },
  current: { min: 1, max: 100_000 },
  pageSize: { min: 1, max: 1_000 },
  totalBoundaryShowSizeChanger: { min: 0, max: 1_000_000 },
  pageSizeOption: { min: 1, max: 1_000 },
  pageSizeOptionsCount: { min: 1, max: 10 },
} as const;

export type NumberLimit = { min: number; max: number };

export const SIZE_CHANGER_MODES: readonly SizeChangerMode[] = ['auto', 'show', 'hide'];
export const QUICK_JUMPER_MODES: readonly QuickJumperMode[] = ['off', 'on', 'goButton'];
export const ALIGN_MODES: readonly AlignMode[] = ['none', 'start', 'center', 'end'];
export const PRESET_CHOICES = {
  showTotal: presetIds(SHOW_TOTAL_PRESETS),
  itemRender: presetIds(ITEM_RENDER_PRESETS),
  icons: presetIds(ICON_PRESETS),
  className: presetIds(CLASS_NAME_PRESETS),
  style: presetIds(STYLE_PRESETS),
  selectComponentClass: ['none', 'rcSelect'],
  sizeChangerRender: ['none', 'nativeSelect'],
  classNames: presetIds(CLASS_NAMES_PRESETS),
  styles: presetIds(STYLES_PRESETS),
} as const;
export type PresetField = keyof typeof PRESET_CHOICES;

/** A whole number written in plain digits within the limit, or null. */
export function parseInteger(text: string, limit: NumberLimit): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= limit.min && value <= limit.max ? value : null;
}

/** `10, 20,50` → [10, 20, 50]; null unless every entry is valid and there are 1 to 10 of them. */
export function parsePageSizeOptions(text: string): number[] | null {
  if (text.length > 100) return null;
  const parts = text.split(',').map((part) => part.trim());
  const values: number[] = [];
  for (const part of parts) {
    const value = parseInteger(part, LIMITS.pageSizeOption);
    if (value === null) return null;
    if (!values.includes(value)) values.push(value);
  }
  const { min, max } = LIMITS.pageSizeOptionsCount;
  return values.length >= min && values.length <= max ? values : null;
}

/** The on/off properties, each stored as the boolean the prop takes. */
export const BOOLEAN_FIELDS = [
  'disabled',
  'simple',
  'hideOnSinglePage',
  'showLessItems',
  'showTitle',
  'showPrevNextJumpers',
] as const;

/** How `showQuickJumper` reads in a link: the property's own values, `goButton` for the object. */
const JUMPER_QUERY: Record<QuickJumperMode, string> = { off: 'false', on: 'true', goButton: 'goButton' };

/** Query keys are the property names, so a link reads like the code it opens. */
type QueryKey = keyof PlaygroundState | 'defaultCurrent' | 'defaultPageSize';

const sameOptions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The state a query string describes (with or without the leading `?`). Unknown keys are
 * ignored; a key that is repeated, malformed, out of range or unknown as a choice falls back
 * to its default, leaving the other fields alone.
 */
export function parseQuery(search: string, defaults: PlaygroundState = DEFAULT_STATE): PlaygroundState {
  const state: PlaygroundState = { ...defaults, pageSizeOptions: [...defaults.pageSizeOptions] };
  // from a string, URLSearchParams never throws
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  /** the single value of a known key; null when absent, repeated or too long to be valid */
  const single = (key: QueryKey): string | null => {
    const values = params.getAll(key);
    return values.length === 1 && values[0].length <= 100 ? values[0] : null;
  };
  const integer = (key: QueryKey, limit: NumberLimit) => {
    const text = single(key);
    return text === null ? null : parseInteger(text, limit);
  };
  const choice = <T extends string>(key: QueryKey, allowed: readonly T[]) => {
    const text = single(key);
    return allowed.find((value) => value === text) ?? null;
  };

  state.release = choice('release', RELEASE_IDS) ?? state.release;
  state.total = integer('total', LIMITS.total) ?? state.total;

  const current = integer('current', LIMITS.current);
  const defaultCurrent = integer('defaultCurrent', LIMITS.current);
  if (current !== null) Object.assign(state, { current, controlCurrent: true });
  else if (defaultCurrent !== null) Object.assign(state, { current: defaultCurrent, controlCurrent: false });

  const pageSize = integer('pageSize', LIMITS.pageSize);
  const defaultPageSize = integer('defaultPageSize', LIMITS.pageSize);
  if (pageSize !== null) Object.assign(state, { pageSize, controlPageSize: true });
  else if (defaultPageSize !== null) {
    Object.assign(state, { pageSize: defaultPageSize, controlPageSize: false });
  }

  const options = single('pageSizeOptions');
  state.pageSizeOptions = (options !== null && parsePageSizeOptions(options)) || state.pageSizeOptions;

  for (const field of BOOLEAN_FIELDS) {
    const value = choice(field, ['true', 'false']);
    if (value !== null) state[field] = value === 'true';
  }
  // `simple={{ readOnly: true }}` reads `simple=readOnly`
  if (single('simple') === 'readOnly') Object.assign(state, { simple: true, simpleReadOnly: true });
  else if (single('simple') !== null) state.simpleReadOnly = false;
  state.align = choice('align', ALIGN_MODES) ?? state.align;

  const sizeChanger = choice('showSizeChanger', ['true', 'false']);
  if (sizeChanger !== null) state.showSizeChanger = sizeChanger === 'true' ? 'show' : 'hide';
  state.totalBoundaryShowSizeChanger =
    integer('totalBoundaryShowSizeChanger', LIMITS.totalBoundaryShowSizeChanger) ?? state.totalBoundaryShowSizeChanger;
  const jumper = QUICK_JUMPER_MODES.find((mode) => JUMPER_QUERY[mode] === single('showQuickJumper'));
  if (jumper) state.showQuickJumper = jumper;

  const locale = single('locale');
  if (locale !== null && isLocaleId(locale)) state.locale = locale;
  for (const field of Object.keys(PRESET_CHOICES) as PresetField[]) {
    state[field] = choice(field, PRESET_CHOICES[field]) ?? state[field];
  }
  return state;
}

/** The query string (without `?`) for a state: only the fields that differ from `defaults`. */
export function toQuery(state: PlaygroundState, defaults: PlaygroundState = DEFAULT_STATE): string {
  const params = new URLSearchParams();
  const differs = (field: keyof PlaygroundState) => state[field] !== defaults[field];

  if (differs('release')) params.set('release', state.release);

  if (differs('total')) params.set('total', String(state.total));
  if (state.controlCurrent) params.set('current', String(state.current));
  else if (differs('current')) params.set('defaultCurrent', String(state.current));
  if (state.controlPageSize) params.set('pageSize', String(state.pageSize));
  else if (differs('pageSize')) params.set('defaultPageSize', String(state.pageSize));
  if (!sameOptions(state.pageSizeOptions, defaults.pageSizeOptions)) {
    params.set('pageSizeOptions', state.pageSizeOptions.join(','));
  }
  for (const field of BOOLEAN_FIELDS) {
    if (differs(field)) params.set(field, String(state[field]));
  }
  if (state.simple && state.simpleReadOnly) params.set('simple', 'readOnly');
  if (differs('align')) params.set('align', state.align);
  // no key means automatic, the component's own behaviour
  if (differs('showSizeChanger') && state.showSizeChanger !== 'auto') {
    params.set('showSizeChanger', String(state.showSizeChanger === 'show'));
  }
  if (differs('totalBoundaryShowSizeChanger')) {
    params.set('totalBoundaryShowSizeChanger', String(state.totalBoundaryShowSizeChanger));
  }
  if (differs('showQuickJumper')) params.set('showQuickJumper', JUMPER_QUERY[state.showQuickJumper]);
  if (differs('locale')) params.set('locale', state.locale);
  for (const field of Object.keys(PRESET_CHOICES) as PresetField[]) {
    if (differs(field)) params.set(field, state[field]);
  }
  // commas read better than %2C and are safe in a query value
  return params.toString().replace(/%2C/g, ',');
}
