import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAIR, parsePair, withPair, type ReleasePair } from '@site/compare';

/**
 * The pair the list compares, kept in the address (`?from=&to=`) so a link shows it: read after
 * mount (the prerendered page shows the default pair), written with replaceState on a pick.
 */
export function useMovingPair(): [ReleasePair, (pair: ReleasePair) => void] {
  const [pair, setPair] = useState<ReleasePair>(DEFAULT_PAIR);
  useEffect(() => setPair(parsePair(window.location.search)), []);
  const pick = useCallback((next: ReleasePair) => {
    setPair(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withPair(search, next)}${hash}`);
  }, []);
  return [pair, pick];
}
