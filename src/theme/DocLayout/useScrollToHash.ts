import { useEffect } from 'react';

/** Room left above a heading scrolled to, for the sticky header. */
function headerOffset(): number {
  return (document.querySelector('.dumi-default-header')?.clientHeight ?? 0) + 16;
}

/**
 * Scrolls to the element named by the address's `#hash` once the page has rendered: on load,
 * after a search result or a link elsewhere on the site, and when the page's chunk arrives late.
 */
export function useScrollToHash(hash: string, loading: boolean) {
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (!id || loading) return undefined;
    const timer = window.setTimeout(() => {
      let decoded = id;
      try {
        decoded = decodeURIComponent(id);
      } catch {
        // a malformed escape in the address: look the id up as written
      }
      const target = document.getElementById(decoded);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - headerOffset();
      window.scrollTo({ top });
    }, 1);
    return () => window.clearTimeout(timer);
  }, [hash, loading]);
}
