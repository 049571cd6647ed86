/*
 * rc-pagination's locales, as the playground, the live demos and the sandbox runner use them:
 * the names of all the package ships, the two the site starts with, and a loader for the rest
 * (each its own small chunk). Re-exports only, no side effects (see src/codeView/index.ts).
 */
export {
  COMPONENT_DEFAULT_LOCALE,
  isLocaleId,
  isLocaleLoaded,
  loadLocale,
  localeImport,
  localeObject,
  localeVariable,
  LOCALE_IDS,
  type LocaleId,
} from './locales';
