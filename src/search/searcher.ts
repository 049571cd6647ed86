import { createSearchEngine } from './engine';
import { readSearchIndex, readSearchWords } from './indexFile';
import { searchPages } from './query';
import type { SearchGroup } from './types';

/** One language's search: the groups of hits for what was typed, as the search box lists them. */
export type Searcher = (input: string) => SearchGroup[];

/**
 * What the search box downloads when it is first opened (issue 41), beside the language's index
 * file: reading that file, the engine, and the ranking and highlighting of the hits (query.ts).
 * A page nobody searches on downloads none of it.
 */
export function createSearcher(data: unknown, localeId: string): Searcher {
  const engine = createSearchEngine(readSearchIndex(data, localeId), readSearchWords(data, localeId));
  return (input) => searchPages(engine, input);
}
