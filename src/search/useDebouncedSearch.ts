import { useEffect, useState } from 'react';
import { searchPages } from './query';
import type { SearchEngine } from './engine';
import type { SearchGroup } from './types';

/** Results follow the typing after this pause. */
export const SEARCH_DEBOUNCE_MS = 200;
const NO_GROUPS: SearchGroup[] = [];

/**
 * Runs the search 200 ms after the keywords stop changing. An empty (or blank) input clears the
 * results at once and cancels a search still waiting. `pending` is true while results lag behind
 * the input.
 */
export function useDebouncedSearch(engine: SearchEngine | null, keywords: string) {
  const ready = engine !== null;
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [pending, setPending] = useState(false);
  const blank = !keywords.trim();

  useEffect(() => {
    if (blank) {
      setGroups([]);
      setPending(false);
      return undefined;
    }
    setPending(true);
    if (!ready) return undefined;
    const timer = setTimeout(() => {
      setGroups(engine ? searchPages(engine, keywords) : []);
      setPending(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [engine, keywords, blank, ready]);

  return { groups: blank ? NO_GROUPS : groups, pending: !blank && pending };
}
