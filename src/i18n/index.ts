export { localizedPath, type LocaleBase } from './localePath';
export { useDocumentLang } from './useDocumentLang';
