import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReleasePair } from '@site/compare';
import { comparePairValues } from '@site/liveDemo';
import { readStoredCompare, storeCompare } from './sessionEdits';

/**
 * Whether a demo's comparison is open, and what picks its pair: opened at once by a share address
 * that names one (its values kept as text, read with the view's chunk), else by the comparison
 * open earlier in the tab, in this page or its other language (the language switch keeps it),
 * then the visitor's pick. A pick made under a share address outlives the address's pair: the
 * language switch carries the address, and the pick is kept under it. `keep` hears the pair the
 * view shows, to keep it for the tab.
 */
export function useCompareToggle(demoId: string) {
  const [open, setOpen] = useState(false);
  const [named, setNamed] = useState<readonly string[]>([]);
  const [chosen, choose] = useState<ReleasePair | null>(null);
  const link = useRef<readonly string[] | null>(null);
  useEffect(() => {
    const values = comparePairValues(window.location.hash, demoId);
    link.current = values;
    const stored = readStoredCompare(demoId, values);
    if (!values && !stored) return;
    setNamed(stored ?? values ?? []);
    setOpen(true);
    // the language switch keeps the place in view by itself
    if (values && !stored) document.getElementById(demoId)?.scrollIntoView();
  }, [demoId]);
  const toggle = useCallback(() => {
    if (open) storeCompare(demoId, null);
    setOpen(!open);
  }, [demoId, open]);
  const keep = useCallback((pair: ReleasePair) => storeCompare(demoId, pair, link.current), [demoId]);
  return { open, toggle, named, chosen, choose, keep };
}
