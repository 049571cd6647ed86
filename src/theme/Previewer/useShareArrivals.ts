import { useEffect, useRef } from 'react';
import { hashTargets } from '@site/liveDemo';

/**
 * Calls `arrived` with the address's hash each time a share address for `demoId` is put into
 * the bar of the page already open: a move within the page fires `hashchange`, not a new load,
 * so what a page reads of its address on arrival must be read again here. `arrived` is kept in a
 * ref: the listener stays the same across renders.
 */
export function useShareArrivals(demoId: string, arrived: (hash: string) => void): void {
  const latest = useRef(arrived);
  latest.current = arrived;
  useEffect(() => {
    const onHashChange = () => {
      const { hash } = window.location;
      if (hashTargets(hash, demoId)) latest.current(hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [demoId]);
}
