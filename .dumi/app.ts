import React, { startTransition } from 'react';
import { tabOf } from '../src/navigation/tabQuery';
import { isStandaloneDemoPath, withoutTrailingSlash } from '../src/runtime/paths';
import { isPrerenderedNotFound } from '../src/theme/NotFound/marker';
import { ChunkErrorBoundary } from '../src/theme/ChunkError';
import { dropFailedPreloads } from '../src/theme/ChunkError/preloads';
import { cutOpener } from '../src/liveDemo/runPlace';
import { ensurePageMessages } from '../src/runtime/pageMessages';

// before any demo can run, a page that opened this tab loses its channel to it;
// the server render has no window
if (typeof window !== 'undefined') cutOpener(window);

/**
 * A boundary around the whole router, inside the interface-language provider: a failed download of
 * a layout chunk (GlobalLayout's own included) shows the reload message instead of a blank page.
 */
export function innerProvider(container: React.ReactNode): React.ReactElement {
  return React.createElement(ChunkErrorBoundary, null, container);
}

interface ClientRenderOpts {
  basename: string;
  hydrate?: boolean;
  history: {
    location: { pathname: string; search: string; hash: string };
    replace: (to: string) => void;
  };
}

/** Runs once in the browser before the first render. */
export function modifyClientRenderOpts(memo: ClientRenderOpts): ClientRenderOpts {
  const { history, basename } = memo;
  const { pathname, search, hash } = history.location;
  const canonical = withoutTrailingSlash(pathname, basename);
  if (canonical !== null) {
    // the history object knows the base, so give it the path inside the base
    history.replace(`${canonical.slice(basename.replace(/\/+$/, '').length)}${search}${hash}`);
  }
  const hydrate =
    Boolean(memo.hydrate) &&
    !isStandaloneDemoPath(pathname, basename) &&
    // 404.html is prerendered once, in English, and served for any unknown address
    !isPrerenderedNotFound(document) &&
    // a page is prerendered with its default content tab; `?tab=` asks for another one
    !tabOf(search);
  return { ...memo, hydrate };
}

/**
 * Runs in the browser just before the first render: in the next task, after the page's interface
 * strings, and at transition priority, so hydration yields to input instead of blocking the main
 * thread (maintainers/performance.md).
 */
export function render(oldRender: () => void) {
  setTimeout(() => {
    // a strings chunk that fails still renders, with the reload message's strings from the entry
    const start = () => {
      // preloaded chunks that already failed would leave the page loading for ever
      dropFailedPreloads(document, performance.getEntriesByType('resource'));
      startTransition(oldRender);
    };
    ensurePageMessages().then(start, start);
  }, 0);
}
