import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReleasePair } from '@site/compare';
import { comparePairValues } from '@site/liveDemo';
import { useShareArrivals } from '../useShareArrivals';
import { readStoredCompare, storeCompare } from './sessionEdits';

/**
 * Whether a demo's comparison is open, and what picks its pair: opened at once by a share address
 * that names one, on arrival or put into the bar of the open page (its values kept as text, read
 * with the view's chunk), else by the comparison open earlier in the tab, in this page or its
 * other language (the language switch keeps it), then the visitor's pick. A pick made under a share address outlives the address's pair: the
 * language switch carries the address, and the pick is kept under it. `keep` hears the pair the
 * view shows, to keep it for the tab.
 */
export function useCompareToggle(demoId: string) {
  const [open, setOpen] = useState(false);
  const [named, setNamed] = useState<readonly string[]>([]);
  const [chosen, choose] = useState<ReleasePair | null>(null);
  const link = useRef<readonly string[] | null>(null);
  /** Opens the comparison a share address names, unless a pick was made under that address. */
  const fromAddress = useCallback(
    (hash: string, arrival: boolean) => {
      const values = comparePairValues(hash, demoId);
      link.current = values;
      const stored = readStoredCompare(demoId, values);
      if (!values && !stored) return;
      setNamed(stored ?? values ?? []);
      choose(null);
      setOpen(true);
      // the language switch keeps the place in view by itself
      if (arrival && values && !stored) document.getElementById(demoId)?.scrollIntoView();
    },
    [demoId],
  );
  useEffect(() => fromAddress(window.location.hash, true), [fromAddress]);
  // a share address put into the bar of the open page (useLiveEdits scrolls to the demo)
  useShareArrivals(demoId, (hash) => fromAddress(hash, false));
  const toggle = useCallback(() => {
    if (open) storeCompare(demoId, null);
    setOpen(!open);
  }, [demoId, open]);
  const keep = useCallback((pair: ReleasePair) => storeCompare(demoId, pair, link.current), [demoId]);
  return { open, toggle, named, chosen, choose, keep };
}
