/*
 * rc-pagination's locales, as the playground, the live demos and the sandbox runner use them:
 * the names of all the package ships (./ids), the two the site starts with and a loader of the
 * rest (./locales: the map of their chunks, ./importLocale, downloads with the first of them).
 * Re-exports only, no side effects (see src/codeView/index.ts): a part that needs only the names
 * does not get the two locales.
 */
export { COMPONENT_DEFAULT_LOCALE, isLocaleId, LOCALE_IDS, type LocaleId } from './ids';
export { isLocaleLoaded, loadLocale, localeImport, localeObject, localeVariable } from './locales';
