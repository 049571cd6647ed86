/** The other language a query is written in; Latin on the Chinese site only when nothing was found (it holds pageSize too). */
export interface OtherLanguage {
  id: string;
  onlyWhenEmpty: boolean;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
const isChinese = (id: string) => /^zh\b/i.test(id);

export function otherLanguageOf(query: string, current: string, locales: readonly string[]): OtherLanguage | null {
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
