import type { PaginationLocale } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import zhCN from 'rc-pagination/lib/locale/zh_CN';

/** A file name under `rc-pagination/lib/locale/`, e.g. `en_US`. */
export type LocaleId = string;

/**
 * Every locale rc-pagination 4.0.4 ships, in file-name order (a unit test compares it with the
 * installed package). Only the names: the locales themselves load when chosen.
 */
export const LOCALE_IDS: readonly LocaleId[] = [
  'am', 'ar_EG', 'az_AZ', 'bg_BG', 'bn_BD', 'by_BY', 'ca_ES', 'cs_CZ', 'da_DK', 'de_DE', 'el_GR',
  'en_GB', 'en_US', 'es_ES', 'et_EE', 'eu_ES', 'fa_IR', 'fi_FI', 'fr_BE', 'fr_CA', 'fr_FR',
  'ga_IE', 'gl_ES', 'he_IL', 'hi_IN', 'hr_HR', 'hu_HU', 'id_ID', 'is_IS', 'it_IT', 'ja_JP',
  'ka_GE', 'kk_KZ', 'km_KH', 'kmr_IQ', 'kn_IN', 'ko_KR', 'lt_LT', 'lv_LV', 'mk_MK', 'ml_IN',
  'mn_MN', 'ms_MY', 'my_MM', 'nb_NO', 'ne_NP', 'nl_BE', 'nl_NL', 'pa_IN', 'pb_IN', 'pl_PL',
  'pt_BR', 'pt_PT', 'ro_RO', 'ru_RU', 'si_LK', 'sk_SK', 'sl_SI', 'sr_RS', 'sv_SE', 'ta_IN',
  'th_TH', 'tk_TK', 'tr_TR', 'ug_CN', 'uk_UA', 'ur_PK', 'uz_UZ', 'vi_VN', 'zh_CN', 'zh_TW',
];

/** The component's own default when no `locale` prop is passed. */
export const COMPONENT_DEFAULT_LOCALE: LocaleId = 'zh_CN';

export function isLocaleId(value: string): value is LocaleId {
  return LOCALE_IDS.includes(value);
}

/**
 * The locales at hand: the two the playground starts with (the site's languages) are in its
 * bundle; any other is downloaded when first chosen (each is its own small chunk), which keeps
 * 70 locales, 6 KB, off the playground's first load.
 */
const loaded = new Map<LocaleId, PaginationLocale>([
  ['en_US', enUS],
  ['zh_CN', zhCN],
]);

export function isLocaleLoaded(id: LocaleId): boolean {
  return loaded.has(id);
}

/** Downloads a locale once; rejects for an unknown id or a failed download. */
export async function loadLocale(id: LocaleId): Promise<PaginationLocale> {
  const known = loaded.get(id);
  if (known) return known;
  if (!isLocaleId(id)) throw new Error(`Unknown rc-pagination locale: ${id}`);
  const imported = await import(
    /* webpackInclude: /[\\/]locale[\\/][\w]+\.js$/ */
    /* webpackChunkName: "pagination-locale-[request]" */
    `rc-pagination/lib/locale/${id}.js`
  );
  // webpack hands over the locale as `default`; Node's import of the CommonJS file one level down
  const locale: PaginationLocale = imported.default?.default ?? imported.default;
  loaded.set(id, locale);
  return locale;
}

/** A loaded locale, or the component's default while it is still on its way. */
export function localeObject(id: LocaleId): PaginationLocale {
  return loaded.get(id) ?? (loaded.get(COMPONENT_DEFAULT_LOCALE) as PaginationLocale);
}

/** The identifier generated code imports a locale as: `en_US` → `enUS`, `kmr_IQ` → `kmrIQ`. */
export function localeVariable(id: LocaleId): string {
  return id.replace(/_/g, '');
}

/** The import line that brings a locale into generated code. */
export function localeImport(id: LocaleId): string {
  return `import ${localeVariable(id)} from 'rc-pagination/lib/locale/${id}';`;
}
