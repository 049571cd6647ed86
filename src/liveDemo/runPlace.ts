import { useEffect, useState } from 'react';

/**
 * Shared code offers Run only in the visitor's own tab: a framing page could lay a decoy over it, an opener
 * keeps a handle on the tab's frames (maintainers/live-demo-sandbox.md, Consent).
 */
let openedByAnotherPage = false;
/** The opener's handle outlives the cut, through every later address: the tab remembers for its session. */
const OPENED_KEY = 'rcp-opened-by-another-page';

function wasOpened(win: Window): boolean {
  try {
    return openedByAnotherPage || win.sessionStorage.getItem(OPENED_KEY) === '1';
  } catch {
    return openedByAnotherPage;
  }
}

/** Cuts the tie to an opener and remembers there was one; .dumi/app.ts calls it before any demo runs. */
export function cutOpener(win: Window): void {
  if (win.opener) {
    openedByAnotherPage = true;
    try {
      win.sessionStorage.setItem(OPENED_KEY, '1');
    } catch {
    }
  }
  win.opener = null;
}

export type RunPlace = 'ownTab' | 'framed' | 'opened';

export function runPlaceOf(win: Window, opened: boolean): RunPlace {
  let framed = true;
  try {
    framed = win.top !== win.self;
  } catch {
  }
  if (framed) return 'framed';
  return opened ? 'opened' : 'ownTab';
}

/** The page's place after mount (null before), and its address for a link to a tab of its own. */
export function useRunPlace(): { place: RunPlace; address: string } | null {
  const [found, setFound] = useState<{ place: RunPlace; address: string } | null>(null);
  useEffect(() => setFound({ place: runPlaceOf(window, wasOpened(window)), address: window.location.href }), []);
  return found;
}
