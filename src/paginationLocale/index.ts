/*
 * rc-pagination's locales: their names (./ids) and the two the site starts with plus a loader of the
 * rest (./locales). Re-exports only (see src/codeView/index.ts): who needs only the names gets no locale.
 */
export { COMPONENT_DEFAULT_LOCALE, isLocaleId, LOCALE_IDS, type LocaleId } from './ids';
export { isLocaleLoaded, loadLocale, localeImport, localeObject, localeVariable } from './locales';
