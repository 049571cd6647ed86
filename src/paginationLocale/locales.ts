import type { PaginationLocale } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import zhCN from 'rc-pagination/lib/locale/zh_CN';

import { COMPONENT_DEFAULT_LOCALE, type LocaleId } from './ids';

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
  // the map of every other locale's chunk (./importLocale) downloads with the first of them
  const { importLocale } = await import('./importLocale');
  const locale = await importLocale(id);
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
