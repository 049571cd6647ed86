/* The names of rc-pagination's locales, without the locales themselves: what a name is checked against. */

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
