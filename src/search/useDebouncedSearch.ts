import { useEffect, useState } from 'react';
import { searchPages } from './query';
import type { SearchEngine } from './engine';
import type { SearchGroup } from './types';

export const SEARCH_DEBOUNCE_MS = 200;
const NO_GROUPS: SearchGroup[] = [];

/** Searches after the pause; a blank input clears at once. `pending`: results lag behind the input. */
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
