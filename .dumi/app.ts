import { startTransition } from 'react';
import { tabOf } from '../src/navigation/tabQuery';
import { isStandaloneDemoPath, withoutTrailingSlash } from '../src/runtime/paths';
import { isPrerenderedNotFound } from '../src/theme/NotFound/marker';
import { dropFailedPreloads } from '../src/theme/ChunkError/preloads';
import { cutOpener } from '../src/liveDemo/runPlace';
import { ensurePageMessages } from '../src/runtime/pageMessages';

// before any demo can run, a page that opened this tab loses its channel to it;
// the server render has no window
if (typeof window !== 'undefined') cutOpener(window);

// a failed download of a layout chunk shows the reload message instead of a blank page
export { innerProvider } from '../src/theme/ChunkError/rootProvider';

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
 * Runs in the browser just before the first render. The render waits for the next task, so
 * evaluating the entry script and starting hydration are two tasks instead of one long one that
 * blocks input (perf: ~30 ms off the Total Blocking Time at mobile throttling).
 * umi's render calls ReactDOM.hydrateRoot synchronously, so inside startTransition the page
 * hydrates at transition priority: React yields to the browser every few milliseconds instead
 * of blocking the main thread for the whole page, and still hydrates first whatever the visitor
 * clicks or types into. It also waits for the page's interface strings (src/runtime/pageMessages).
 */
export function render(oldRender: () => void) {
  setTimeout(() => {
    // the page's language's strings first: hydration needs them as the server wrote
    // them; a chunk that fails still renders, with the reload message's strings from the entry
    const start = () => {
      // preloaded chunks that already failed would leave the page loading for ever (checked
      // once the strings are there: more preloads can fail while they download)
      dropFailedPreloads(document, performance.getEntriesByType('resource'));
      startTransition(oldRender);
    };
    ensurePageMessages().then(start, start);
  }, 0);
}
