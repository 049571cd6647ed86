/**
 * Which other language a query is written in, for the search box's offer to search that
 * language's pages instead: Chinese characters on a site in another language, or
 * Latin letters alone on the Chinese site. A Chinese page holds English names too (pageSize), so
 * Latin letters there are offered only when the Chinese pages found nothing.
 */
export interface OtherLanguage {
  /** the locale whose pages the query's script is written for */
  id: string;
  /** whether to offer it only when the current language found nothing */
  onlyWhenEmpty: boolean;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
const isChinese = (id: string) => /^zh\b/i.test(id);

/** The language a query's script belongs to when it is not the page's; null otherwise. */
export function otherLanguageOf(
  query: string,
  current: string,
  locales: readonly string[],
): OtherLanguage | null {
  if (HAN.test(query) && !isChinese(current)) {
    const id = locales.find(isChinese);
    return id ? { id, onlyWhenEmpty: false } : null;
  }
  if (isChinese(current) && LATIN.test(query) && !HAN.test(query)) {
    const id = locales.find((locale) => !isChinese(locale));
    return id ? { id, onlyWhenEmpty: true } : null;
  }
  return null;
}
