import { useEffect, useState } from 'react';

/**
 * Where shared code may offer Run: only in a tab of the visitor's own. A page framed by another
 * origin could lay a decoy over the button (clickjacking: a static host sends no
 * `frame-ancestors`), and a page that opened this tab keeps a handle on it and its frames
 * (maintainers/live-demo-sandbox.md, Consent).
 */
let openedByAnotherPage = false;
/**
 * The opener keeps its handle on this tab after the cut, through every later address: it can
 * still post to the demo's frame (`handle.frames[0]`). So the tab remembers, for its session.
 */
const OPENED_KEY = 'rcp-opened-by-another-page';

/** Whether another page opened this tab, now or on an earlier address of its session. */
function wasOpened(win: Window): boolean {
  try {
    return openedByAnotherPage || win.sessionStorage.getItem(OPENED_KEY) === '1';
  } catch {
    return openedByAnotherPage;
  }
}

/**
 * Cuts this tab's tie to a page that opened it (`window.open`) and remembers there was one.
 * .dumi/app.ts calls it as the site starts, before any demo can run.
 */
export function cutOpener(win: Window): void {
  if (win.opener) {
    openedByAnotherPage = true;
    try {
      win.sessionStorage.setItem(OPENED_KEY, '1');
    } catch {
      // storage that throws: this address alone knows
    }
  }
  win.opener = null;
}

/** `ownTab`, or where the page is instead: in another page's frame, or in a tab another opened. */
export type RunPlace = 'ownTab' | 'framed' | 'opened';

/** Where the page `win` is shown; `opened`: another page opened it (as cutOpener found). */
export function runPlaceOf(win: Window, opened: boolean): RunPlace {
  let framed = true;
  try {
    framed = win.top !== win.self;
  } catch {
    // a browser that will not say counts as framed
  }
  if (framed) return 'framed';
  return opened ? 'opened' : 'ownTab';
}

/**
 * The page's place, read after mount (null before: no Run either way), and the page's own
 * address for a link that opens it in a tab of its own.
 */
export function useRunPlace(): { place: RunPlace; address: string } | null {
  const [found, setFound] = useState<{ place: RunPlace; address: string } | null>(null);
  useEffect(() => setFound({ place: runPlaceOf(window, wasOpened(window)), address: window.location.href }), []);
  return found;
}
