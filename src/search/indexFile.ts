import type { SearchPage } from './types';

/** Bump when the shape of the index file changes. */
export const SEARCH_INDEX_VERSION = 1;

/** The index file of one language, written by plugins/searchIndex.ts at build time. */
export interface SearchIndexFile {
  version: number;
  locale: string;
  pages: SearchPage[];
}

/** Where a language's index is served, below the site's base. */
export function searchIndexPath(localeId: string): string {
  return `search-index.${localeId}.json`;
}

/** Reads a downloaded index file; anything else is refused with a clear message. */
export function readSearchIndex(data: unknown, localeId: string): SearchPage[] {
  const file = data as Partial<SearchIndexFile> | null;
  if (!file || file.version !== SEARCH_INDEX_VERSION || !Array.isArray(file.pages)) {
    throw new Error(`The search index of ${localeId} is missing or out of date.`);
  }
  return file.pages;
}
