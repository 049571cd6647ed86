import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAIR, type ReleasePair } from '@site/compare';
import { readComparePair } from '@site/liveDemo';

/**
 * Whether a demo's comparison is open, and its pair: the default, or the one its share address
 * names (opened then, with any value it could not take kept to be shown as text).
 */
export function useComparePair(demoId: string) {
  const [open, setOpen] = useState(false);
  const [pair, setPair] = useState<ReleasePair>(DEFAULT_PAIR);
  const [rejected, setRejected] = useState<string[]>([]);
  useEffect(() => {
    const read = readComparePair(window.location.hash, demoId);
    if (!read) return;
    setPair(read.pair);
    setRejected(read.rejected);
    setOpen(true);
    document.getElementById(demoId)?.scrollIntoView();
  }, [demoId]);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const choose = useCallback((next: ReleasePair) => {
    setPair(next);
    setRejected([]);
  }, []);
  return { open, toggle, pair, choose, rejected };
}
