import { useSyncExternalStore } from 'react';

/**
 * Set from `beforeprint` to `afterprint`: when the print dialog opens, `beforeprint` fires
 * before the print media query matches, and the page must already hold what it prints.
 */
let printRequested = false;

/** null where matchMedia is missing. */
const printQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

function subscribe(onChange: () => void): () => void {
  const query = printQuery();
  const before = () => {
    printRequested = true;
    onChange();
  };
  const after = () => {
    printRequested = false;
    onChange();
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  // print media emulated (devtools, tests) changes the query without print events
  query?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
    query?.removeEventListener?.('change', onChange);
  };
}

const isPrinting = () => printRequested || (printQuery()?.matches ?? false);

/**
 * Whether the page is being printed. False in the prerendered HTML and the first render, so
 * hydration agrees; a change re-renders synchronously (useSyncExternalStore), before the
 * browser lays the page out for print.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, isPrinting, () => false);
}
