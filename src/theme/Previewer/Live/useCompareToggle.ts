import { useCallback, useEffect, useState } from 'react';
import type { ReleasePair } from '@site/compare';
import { comparePairValues } from '@site/liveDemo';

/**
 * Whether a demo's comparison is open, and what picks its pair: opened at once by a share address
 * that names one (its values kept as text, read with the view's chunk), then the visitor's pick.
 */
export function useCompareToggle(demoId: string) {
  const [open, setOpen] = useState(false);
  const [named, setNamed] = useState<readonly string[]>([]);
  const [chosen, choose] = useState<ReleasePair | null>(null);
  useEffect(() => {
    const values = comparePairValues(window.location.hash, demoId);
    if (!values) return;
    setNamed(values);
    setOpen(true);
    document.getElementById(demoId)?.scrollIntoView();
  }, [demoId]);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  return { open, toggle, named, chosen, choose };
}
