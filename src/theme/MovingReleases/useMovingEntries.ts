import { useEffect, useState } from 'react';
import {
  isDefaultPair,
  loadMovingEntries,
  loadReleaseCosts,
  loadReleaseFacts,
  type MovingEntry,
  type ReleasePair,
} from '@site/compare';

export type MovingState =
  { status: 'static' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: MovingEntry[] };

/** What another pair's list needs, each in a chunk of its own: the comparison, the facts, the costs. */
const loadParts = () => Promise.all([loadMovingEntries(), loadReleaseFacts(), loadReleaseCosts()]);

/**
 * The list for a pair other than the default one (whose list the page already holds), in the
 * interface language `locale`: the comparison code, the facts and the build's costs load on the
 * first such pick, so the page's own load carries none of them.
 */
export function useMovingEntries(pair: ReleasePair, locale: string): MovingState {
  const [state, setState] = useState<MovingState>({ status: 'static' });
  const shown = !isDefaultPair(pair);
  useEffect(() => {
    if (!shown) {
      setState({ status: 'static' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadParts().then(
      ([{ languageOf, movingEntries }, facts, costs]) =>
        current && setState({ status: 'ready', entries: movingEntries(pair, facts, costs, languageOf(locale)) }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [shown, pair, locale]);
  return state;
}
