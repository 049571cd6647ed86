import type { PaginationLocale } from 'rc-pagination';
// the locale demo already imports every locale rc-pagination ships; one list for the whole site
import { paginationLocales } from '../../docs/demo/demos/locales';

/** A file name under `rc-pagination/lib/locale/`, e.g. `en_US`. */
export type LocaleId = string;

/** Every locale rc-pagination 4.0.4 ships, in file-name order. */
export const LOCALE_IDS: readonly LocaleId[] = Object.keys(paginationLocales).sort();

/** The component's own default when no `locale` prop is passed. */
export const COMPONENT_DEFAULT_LOCALE: LocaleId = 'zh_CN';

export function isLocaleId(value: string): value is LocaleId {
  return LOCALE_IDS.includes(value);
}

export function localeObject(id: LocaleId): PaginationLocale {
  return Object.prototype.hasOwnProperty.call(paginationLocales, id)
    ? paginationLocales[id]
    : paginationLocales[COMPONENT_DEFAULT_LOCALE];
}

/** The identifier generated code imports a locale as: `en_US` → `enUS`, `kmr_IQ` → `kmrIQ`. */
export function localeVariable(id: LocaleId): string {
  return id.replace(/_/g, '');
}

/** The import line that brings a locale into generated code. */
export function localeImport(id: LocaleId): string {
  return `import ${localeVariable(id)} from 'rc-pagination/lib/locale/${id}';`;
}
