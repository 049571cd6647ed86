/**
 * Stands in for react-helmet-async in the browser bundle (plugins/patches/index.ts aliases it
 * for the client build only; registry entry `ownHead`). The prerender keeps react-helmet-async,
 * which writes the head tags into each HTML file; in the browser <Helmet> renders nothing, as
 * before, and its tags reach the head after each commit (a navigation's new title, description
 * and addresses): about 5 KiB gzipped less on every page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { applyHead } from './apply';
import { mergeHeadRequests, readHelmetChildren, type HeadRequest } from './tags';

/**
 * The mounted instances' requests, in the order they mounted: a <Helmet> renders no children,
 * so its effects run in the tree's order, and an instance mounted later (a new page's) comes last.
 */
const mounted = new Map<object, HeadRequest>();
let scheduled = false;

function scheduleApply(): void {
  if (scheduled) return;
  scheduled = true;
  // one write per frame, after every instance of the commit has reported (as react-helmet-async)
  requestAnimationFrame(() => {
    scheduled = false;
    applyHead(document, mergeHeadRequests([...mounted.values()]));
  });
}

export function Helmet({ children }: { children?: ReactNode }): null {
  const [key] = useState(() => ({}));
  const request = readHelmetChildren(children);
  const signature = JSON.stringify(request);
  useEffect(() => {
    mounted.set(key, request);
    scheduleApply();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request changes with its signature
  }, [key, signature]);
  useEffect(
    () => () => {
      mounted.delete(key);
      scheduleApply();
    },
    [key],
  );
  return null;
}

/** umi wraps the app in it for the prerender's sake; in the browser it has nothing to hold. */
export function HelmetProvider({ children }: { children?: ReactNode; context?: object }) {
  return <>{children}</>;
}
