import { useCallback, useEffect, useState } from 'react';
import type { ReleasePair } from '@site/compare';
import { comparePairValues } from '@site/liveDemo';
import { readStoredCompare, storeCompare } from './sessionEdits';

/**
 * Whether a demo's comparison is open, and what picks its pair: opened at once by a share address
 * that names one (its values kept as text, read with the view's chunk), else by the comparison
 * open earlier in the tab, in this page or its other language (the language switch keeps it),
 * then the visitor's pick. `keep` hears the pair the view shows, to keep it for the tab.
 */
export function useCompareToggle(demoId: string) {
  const [open, setOpen] = useState(false);
  const [named, setNamed] = useState<readonly string[]>([]);
  const [chosen, choose] = useState<ReleasePair | null>(null);
  useEffect(() => {
    const values = comparePairValues(window.location.hash, demoId);
    const stored = values ? null : readStoredCompare(demoId);
    if (!values && !stored) return;
    setNamed(values ?? stored ?? []);
    setOpen(true);
    // the language switch keeps the place in view by itself
    if (values) document.getElementById(demoId)?.scrollIntoView();
  }, [demoId]);
  const toggle = useCallback(() => {
    if (open) storeCompare(demoId, null);
    setOpen(!open);
  }, [demoId, open]);
  const keep = useCallback((pair: ReleasePair) => storeCompare(demoId, pair), [demoId]);
  return { open, toggle, named, chosen, choose, keep };
}
