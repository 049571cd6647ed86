import { useCallback, useEffect } from 'react';
import { placeOf, scrollFor, type Place } from './place';

/** The sections a place is told by: headings and demo boxes of the page's content. */
const ANCHORS = '#site-content :is(h1, h2, h3, h4)[id], #site-content .rcp-previewer[id]';
/** How long the other page's content may take to arrive (its chunk may download first). */
const WAIT_MS = 5000;
const POLL_MS = 50;

const anchors = () => Array.from(document.querySelectorAll(ANCHORS));

/** The anchors' edges, measured from the line under the sticky header. */
function measure(elements: Element[]) {
  const header = document.querySelector('.dumi-default-header')?.getBoundingClientRect().bottom ?? 0;
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top - header, bottom: box.bottom - header };
  });
}

/** The place a language link was followed from, the page it leads to, and an anchor of the page left. */
let pending: { path: string; place: Place; left: Element } | null = null;

/**
 * Keeps the section in view across the language switch: `remember(path)` as a link to `path`
 * is followed, and the page at `path` scrolls there once its content has replaced the old.
 */
export function useKeepPlace(pathname: string) {
  const remember = useCallback((path: string) => {
    const elements = anchors();
    const place = placeOf(measure(elements));
    pending = place && { path, place, left: elements[0] };
  }, []);
  useEffect(() => {
    if (!pending) return undefined;
    if (pending.path !== pathname) {
      pending = null;
      return undefined;
    }
    // the header, and this switch with it, may mount again as the page loads: the place
    // stays pending until one of them has restored it or given up
    const mine = pending;
    const { place, left } = mine;
    const started = Date.now();
    let timer = 0;
    const restore = () => {
      if (pending !== mine) return;
      const elements = anchors();
      // the router shows the old page's content until the new page's has loaded
      if (left.isConnected || elements.length <= place.index) {
        if (Date.now() - started < WAIT_MS) timer = window.setTimeout(restore, POLL_MS);
        else pending = null;
        return;
      }
      pending = null;
      const by = scrollFor(place, measure(elements));
      if (by !== null) window.scrollBy({ top: by, behavior: 'instant' });
    };
    timer = window.setTimeout(restore, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return remember;
}
