/**
 * Stands in for react-helmet-async in the browser (registry entry `ownHead`); the prerender keeps the real one.
 * Tags reach the head after each commit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { applyHead } from './apply';
import { mergeHeadRequests, readHelmetChildren, type HeadRequest } from './tags';

/** Requests in mount order: a later instance (a new page's) comes last. */
const mounted = new Map<object, HeadRequest>();
let scheduled = false;

function scheduleApply(): void {
  if (scheduled) return;
  scheduled = true;
  // one write per frame, after every instance of the commit has reported
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

/** umi wraps the app in it for the prerender; in the browser it holds nothing. */
export function HelmetProvider({ children }: { children?: ReactNode; context?: object }) {
  return <>{children}</>;
}
