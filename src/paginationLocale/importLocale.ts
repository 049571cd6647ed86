import type { PaginationLocale } from 'rc-pagination';
import { isLocaleId, type LocaleId } from './ids';

/** Downloads a locale (each is its own small chunk); rejects for an unknown id or a failed download. */
export async function importLocale(id: LocaleId): Promise<PaginationLocale> {
  if (!isLocaleId(id)) throw new Error(`Unknown rc-pagination locale: ${id}`);
  const imported = await import(
    /* webpackInclude: /[\\/]locale[\\/][\w]+\.js$/ */
    /* webpackChunkName: "pagination-locale-[request]" */
    `rc-pagination/lib/locale/${id}.js`
  );
  // webpack hands over the locale as `default`; Node's import of the CommonJS file one level down
  return imported.default?.default ?? imported.default;
}
