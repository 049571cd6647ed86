export { buildSearchPages, localeDocRoutes } from './documents';
export type { SearchEngine } from './engine';
export { highlight } from './highlight';
export { nextActiveIndex } from './listNavigation';
export { otherLanguageOf, type OtherLanguage } from './otherLanguage';
export { searchPages } from './query';
export type { HighlightChunk, SearchGroup, SearchHint, SearchHintType, SearchPage } from './types';
export { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './useDebouncedSearch';
export { useSearchIndex, type SearchDataStatus } from './useSearchIndex';
